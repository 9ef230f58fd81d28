/**
 * Bounds of the booking API contract (issue 15, docs/reference-api.md "Limits"). Requests over
 * a bound are refused by the reference API with 400 (413 for the body size); answers over a
 * bound are refused by the widget's client as malformed, so that no single answer can make a
 * screen render tens of thousands of buttons or a server loop for minutes.
 */
export const LIMITS = {
  /** Largest request body the API reads, in bytes. */
  bodyBytes: 100 * 1024,
  /** Longest dayStates range, toDate − fromDate, in days (three months and a bit). */
  dayStatesSpanDays: 93,
  /** How far before the venue's today a dayStates range may start, in days. */
  dayStatesDaysBeforeToday: 31,
  /** Most guests (or children) one booking request may name; venues cap lower (maxWebGuests). */
  guests: 1000,
  /** Most times one booking request may name. */
  times: 50,
  /** Most ids in one id list (sectionId, articleIds, sectionIds) and menu items per group. */
  ids: 100,
  /** Longest short request string (tag, language, ids, log message). */
  shortText: 1000,
  /**
   * Answers: most time slots in one availableTimes answer, over all units and sections. The
   * largest venue planned for (issue 51, docs/decisions.md "Large venues"): 100 sections of 100
   * times a day, 10,100 with the time sets, and half as much again for headroom. Past it the
   * guest is given the venue's phone and e-mail, and the host an `error` event.
   */
  availableTimesSlots: 15_000,
  /** Answers: most entries of a list in an answer (units, sections, time sets, day states…). */
  answerList: 5000,
  /** Answers: longest text in an answer (venue texts are HTML and may be long). */
  answerText: 100_000,
} as const;

/**
 * The availableTimes check's message for a day over LIMITS.availableTimesSlots, which the widget
 * tells apart from a malformed answer (issue 51). Here, not beside the schema: the widget's
 * error guard loads before the answer schemas do.
 */
export const TOO_MANY_TIMES = `expected at most ${LIMITS.availableTimesSlots} times in all`;
