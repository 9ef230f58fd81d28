/** The times of one rule (booking rule or sitting) in the edit modal, under its title. */
export interface EditTimeGroup<T> {
  /** The rule's title as the venue wrote it; empty when the API named none. */
  title: string;
  choices: T[];
}

/**
 * The edit modal's times grouped under their rule's title (doc 2 §4 Edit), as the time step
 * rows them (doc 1 §4 Time rows: rows with the same title merge): the groups in the order of
 * their first time, each group's times in the order given (editTimeChoices sorts by time).
 */
export function editTimeGroups<T extends { title: string }>(
  choices: readonly T[],
): EditTimeGroup<T>[] {
  const byTitle = new Map<string, T[]>();
  for (const choice of choices) {
    const group = byTitle.get(choice.title);
    if (group) group.push(choice);
    else byTitle.set(choice.title, [choice]);
  }
  return [...byTitle].map(([title, grouped]) => ({ title, choices: grouped }));
}
