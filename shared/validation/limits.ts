/** doc 1 §9, doc 2 §9: lengths of names, company name and guest messages. */
export const NAME_MIN = 2;
export const NAME_MAX = 50;
export const MESSAGE_MAX = 255;
