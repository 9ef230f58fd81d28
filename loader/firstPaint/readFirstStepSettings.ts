/** What the first paint reads from the venue's settings; everything else waits for React. */
export interface FirstStepSettings {
  name: string;
  maxWebGuests: number;
  /** activateWebChildren: the children step follows, so the guests step is 1 of 5. */
  childrenEnabled: boolean;
  primary: string | undefined;
  logoUrl: string | undefined;
  coverOneByOne: string | undefined;
  coverThirtyTwoByNine: string | undefined;
  introHeader: string | undefined;
  intro: string | undefined;
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

const imageUrl = (value: unknown) => text(record(value).imageUrl);

/**
 * The settings answer read without the widget's schemas (they load with React). Anything
 * unexpected (no name, a party size that is not a small whole number) means no first paint:
 * the widget then shows whatever the answer deserves, an error page included.
 */
export function readFirstStepSettings(answer: unknown): FirstStepSettings | null {
  const settings = record(answer);
  const meta = record(settings.unitsMetaData);
  const theme = record(settings.themeSettings);
  const name = text(meta.name);
  const max = meta.maxWebGuests;
  if (!name || typeof max !== 'number' || !Number.isInteger(max) || max < 1 || max > 99) {
    return null;
  }
  return {
    name,
    maxWebGuests: max,
    childrenEnabled: meta.activateWebChildren === true,
    primary: text(record(theme.colors).primary),
    logoUrl: imageUrl(theme.logo),
    coverOneByOne: imageUrl(theme.coverImageOneByOne),
    coverThirtyTwoByNine: imageUrl(theme.coverImageThirtyTwoByNine),
    introHeader: text(settings.introductionMessageHeader),
    intro: text(settings.introductionMessage),
  };
}
