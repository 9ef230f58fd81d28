import { namespacedStorage } from '../../shared/storage/namespacedStorage.ts';

export const localStore = namespacedStorage(() => localStorage);
export const sessionStore = namespacedStorage(() => sessionStorage);
