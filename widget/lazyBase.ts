// Every lazily loaded screen imports this module first. It names the modules those screens
// share with the first step, so the bundler gives them all the same set of entry points and
// puts them in ONE shared chunk instead of a dozen small ones (each small chunk costs its own
// compression and import glue in the JS before the first step: DESIGN §6). Nothing is loaded
// that the first step does not load anyway, but the three modules at the end. `npm run size`
// shows the effect.
import 'react';
import 'react-dom';
import '../shared/enums.ts';
import '../shared/errors/errorPage.ts';
import '../shared/errors/mutationFailure.ts';
import '../shared/routing/buildPath.ts';
import '../shared/routing/readQueryParams.ts';
import '../shared/routing/isValidDate.ts';
import '../shared/wizard/bookingMode.ts';
import '../shared/wizard/requestMinGuests.ts';
import '../shared/availability/venueToday.ts';
import '../shared/time/apiTime.ts';
import '../shared/availability/bookingWindow.ts';
import '../shared/storage/namespacedStorage.ts';
import './api/errors.ts';
import './errors/pageForError.ts';
import './flows/createBookingFlow.ts';
import './hooks/useQuery.ts';
import './hooks/useT.ts';
import './hooks/useWidget.ts';
import './i18n/formatDisplayDate.ts';
import './platform/storage.ts';
import './ui/Alert.tsx';
import './ui/Button.tsx';
import './ui/IconButton.tsx';
import './ui/PortalContainerContext.ts';
import './ui/Skeleton.tsx';
import './ui/ToastContext.ts';
import '../shared/wizard/maxChildren.ts';
import '../shared/availability/lastSelectableDate.ts';
import '../shared/errors/reservationFailure.ts';
import '../shared/routing/matchRoute.ts';
import '../shared/routing/formatSearch.ts';
import './flows/leavingForPayment.ts';
import './platform/hiddenNonce.ts';
import './layout/SafeImage.tsx';
import '../shared/storage/storageKeys.ts';
import './flows/bookingInProgress.ts';
import './flows/watchLeavingFlow.ts';
import './wizard/useNow.ts';
import '../shared/i18n/isMarkupLike.ts';
import '../shared/i18n/matchUiLanguage.ts';
// Each shared with one lazy chunk (i18next: createI18n.ts; the booking page), else a chunk of its
// own before the first step.
import './i18n/downloadLocale.ts';
import './layout/SideSlotContext.ts';
// The settings' schemas and valibot with them, which esbuild otherwise puts in two chunks of
// their own before the first step (issue 32). Not VenueText, LazyDialogs, ReservationFailedDialog:
// they load lazy chunks that import this file, a cycle.
import '../shared/contract/primitives.ts';
import '../shared/contract/limits.ts';
// Three small modules only later screens use, each shared by a different few of them, so each
// was a chunk of its own (issue 32). Here they cost about 0.4 KB gzip before the first step and
// save about 0.5 KB of the flow's JS, whose budget is the tighter one; the one exception to
// "nothing the first step does not load anyway".
import './flows/flowEvents.ts';
import '../shared/routing/queryAfterFinalize.ts';
import '../shared/validation/toFieldErrors.ts';
