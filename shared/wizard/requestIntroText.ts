/**
 * The venue text on the booking-request intro (doc 1 §2 Routes): its request text, or else its
 * message for parties above the web maximum, which is why a guest is sending a request.
 */
export function requestIntroText(settings: {
  inquiryInfo: string;
  unitsMetaData: { messageExceededGuests: string };
}): string {
  return settings.inquiryInfo.trim() !== ''
    ? settings.inquiryInfo
    : settings.unitsMetaData.messageExceededGuests;
}
