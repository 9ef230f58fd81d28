/**
 * The guest's contact as a form holds it, as typed (doc 1 §3 Contact; doc 2 §3 the booking's
 * contact and customer): the details step and the booking page's edit dialog share it. Fields a
 * form does not show stay empty.
 */
export interface ContactValues {
  fname: string;
  lname: string;
  email: string;
  mobile: string;
  message: string;
  newsletter: boolean;
  /** The company name, when the venue asks for it (doc 1 §3 customer). */
  customerName: string;
  /** The chosen payment method, when prepayment applies; null while none is chosen. */
  payMethod: number | null;
}
