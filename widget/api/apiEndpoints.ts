// Each schema from its own module, not the contract barrel: the barrel would bring the request
// schemas (used by the reference API only) into the first step's JS.
import { SettingsSchema } from '../../shared/contract/settings.ts';
import type {
  AcceptWaitListOfferRequest,
  BackFromTerminalRequest,
  CreateBookingRequest,
  EditBookingRequest,
  FinalizeRequest,
  MenuRespondRequest,
  MenusUpdateRequest,
  PaymentTerminalRequest,
  ProposalRespondRequest,
  UpdateBookingRequest,
} from '../../shared/contract/index.ts';
import type * as AnswerSchemas from './answerSchemas.ts';
import type { Send } from './createSend.ts';
import type { OutputOf, SchemaOf } from './loadLaterCalls.ts';
import { searchParams, type Query } from './searchParams.ts';

type Answers = typeof AnswerSchemas;

/** A GET the client can describe: the query cache keys on it and repeats it after a 504. */
export interface GetRequest<T> {
  key: string;
  run(): Promise<T>;
}

/** A booking's path, or one of its actions'. */
export const bookingPath = (guid: string, action = '') =>
  `WebBooking/WebBookings/${encodeURIComponent(guid)}${action ? '/' + action : ''}`;

/** The calls of DESIGN §3, each with the schema its answer must match. */
export function apiEndpoints(send: Send) {
  const get = <S extends SchemaOf>(path: string, schema: S, query?: Query) => {
    const qs = query ? searchParams(query).toString() : '';
    return {
      key: `GET ${path.toLowerCase()}${qs ? '?' + qs : ''}`,
      run: () => send('GET', path, schema, query ? { query } : {}),
    } satisfies GetRequest<OutputOf<S>>;
  };
  const booking = (a: Answers) => a.BookingSchema;
  const post = (path: string, body: unknown) => send('POST', path, booking, { body });
  const put = (path: string, body: unknown) => send('PUT', path, booking, { body });

  return {
    settings: (unitId: number | string) =>
      get(`booking/externalBookingSettings/${encodeURIComponent(String(unitId))}`, SettingsSchema),
    dayStates: (query: Query) =>
      get('WebBooking/dayStates', (a: Answers) => a.DayStatesSchema, query),
    availableTimes: (query: Query) =>
      get('WebBooking/availableTimes', (a: Answers) => a.AvailableTimesSchema, query),
    booking: (guid: string, query: Query = {}) => get(bookingPath(guid), booking, query),
    articleStocks: (query: Query) =>
      get('WebBooking/WebBookings/articleStocks', (a: Answers) => a.ArticleStocksSchema, query),

    createBooking: (body: CreateBookingRequest) => post('WebBooking/WebBookings', body),
    updateBooking: (guid: string, body: UpdateBookingRequest) => put(bookingPath(guid), body),
    finalize: (guid: string, body: FinalizeRequest) => post(bookingPath(guid, 'Finalize'), body),
    paymentTerminal: (guid: string, body: PaymentTerminalRequest) =>
      send(
        'POST',
        bookingPath(guid, 'PaymentTerminal'),
        (a: Answers) => a.PaymentTerminalResponseSchema,
        {
          body,
        },
      ),
    backFromPaymentTerminal: (guid: string, body: BackFromTerminalRequest) =>
      send(
        'POST',
        bookingPath(guid, 'BackFromPaymentTerminal'),
        (a: Answers) => a.BackFromTerminalResponseSchema,
        { body },
      ),
    cancel: (guid: string) => post(bookingPath(guid, 'Cancel'), {}),
    clear: (guid: string) => post(bookingPath(guid, 'Clear'), {}),
    refresh: (guid: string) => post(bookingPath(guid, 'Refresh'), {}),
    edit: (guid: string, body: EditBookingRequest) => put(bookingPath(guid, 'Edit'), body),
    updateMenus: (guid: string, body: MenusUpdateRequest) => put(bookingPath(guid, 'Menus'), body),
    acceptWaitListOffer: (guid: string, body: AcceptWaitListOfferRequest) =>
      post(bookingPath(guid, 'AcceptWaitListOffer'), body),
    respondToProposal: (guid: string, body: ProposalRespondRequest) =>
      post(bookingPath(guid, 'InquiryProposalRespond'), body),
    respondToMenu: (body: MenuRespondRequest) =>
      post('BookingMenu/BookingMenusExternal/Respond', body),
  };
}
