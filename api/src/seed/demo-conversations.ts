import type { DemoAccount } from './demo-accounts';

type Renter = Extract<DemoAccount['key'], 'ana' | 'ben' | 'chloe'>;
type Side = 'renter' | 'host';

export interface DemoMessage {
  from: Side;
  hoursAgo: number;
  body: string;
}

/**
 * What the demo's people wrote to each other (issue 25). Every seeded booking also has its
 * conversation with its events (requested, approved, ...) at the booking's own times, whether or not
 * it is listed here: a booking request opens the conversation, as in the app. Texts are placed among
 * those events by time; `hoursAgo` is counted from the seed's start.
 */
export interface DemoConversation {
  renter: Renter;
  listing: string;
  messages: DemoMessage[];
  /** The side that has not opened the thread since its last message (their unread flag). */
  unreadBy?: Side;
  /** An open report an admin has not dealt with yet. */
  report?: { by: Side; hoursAgo: number; reason: string };
}

// Facts the API tests and browser tests may rely on (seed-demo-data.test.ts checks them):
// - every demo renter (Ana, Ben, Chloe) and host (Marina, Theo) has one unread thread or more, and
//   an unread "message-received" notification for each of them;
// - pre-booking questions without a booking: Ben at "St Ives Harbour Cottage", Chloe at
//   "Ericeira Surf Loft"; Ana's question at "Split Old Town Stone House" came before her request;
// - Theo reported Ben's advertising at "Malibu Beach Cabin": the admin's queue has that one report.
export const DEMO_CONVERSATIONS: readonly DemoConversation[] = [
  {
    // Ana's past stay (requested 44 days ago, approved the day after, stayed 30 to 25 days ago).
    renter: 'ana',
    listing: 'biarritz',
    messages: [
      {
        from: 'host',
        hoursAgo: 31 * 24,
        body: 'Hi Ana,\nThe key box is to the left of the garden gate, code 4721.\nBoards and wetsuits are in the shed: help yourselves.',
      },
      { from: 'renter', hoursAgo: 31 * 24 - 1, body: 'Thank you, Theo!\nWe should arrive around 6 pm.' },
      {
        from: 'renter',
        hoursAgo: 24 * 24,
        body: 'We are home again. The garden and the waves were perfect, thank you for everything.',
      },
      { from: 'host', hoursAgo: 24 * 24 - 3, body: 'Thank you, Ana! Come back for the autumn swell.' },
    ],
  },
  {
    // A question, then the request a couple of hours later (requested a day ago, still pending).
    renter: 'ana',
    listing: 'split',
    messages: [
      {
        from: 'renter',
        hoursAgo: 26,
        body: "Hello Theo,\nWe'd love to stay in your stone house, but our ferry lands at 10 am.\nCould we check in a little early?",
      },
      {
        from: 'host',
        hoursAgo: 2,
        body: "Hi Ana,\nAn early check-in is no problem: the cleaner is done by noon, so come any time after 1 pm.\nI'll accept your request this evening.",
      },
    ],
    unreadBy: 'renter',
  },
  {
    // A question before any booking.
    renter: 'ben',
    listing: 'st-ives',
    messages: [
      {
        from: 'renter',
        hoursAgo: 72,
        body: 'Hello Theo,\nWe are thinking of coming with our daughter (8 months).\nIs there a cot, and is the cottage safe for a crawler?',
      },
      {
        from: 'host',
        hoursAgo: 50,
        body: 'Hi Ben,\nThere is a travel cot and a high chair in the hall cupboard, and a gate at the top of the stairs.\nThe garden is fenced all round.',
      },
      {
        from: 'renter',
        hoursAgo: 5,
        body: 'That sounds ideal, thank you!\nOne last question: is there parking for two cars?',
      },
    ],
    unreadBy: 'host',
  },
  {
    // Ben's request expired unanswered (requested 5 days ago); Marina writes after it.
    renter: 'ben',
    listing: 'cascais',
    messages: [
      {
        from: 'host',
        hoursAgo: 20,
        body: "Hi Ben,\nI'm so sorry: I was at sea without signal and your request expired before I saw it.\nThe dates are still free, so send it again and I'll accept it at once.\nThere is free parking in the street behind the house.",
      },
    ],
    unreadBy: 'renter',
  },
  {
    // A question, the request (a day ago, pending), then the arrival time.
    renter: 'chloe',
    listing: 'lisbon',
    messages: [
      {
        from: 'renter',
        hoursAgo: 72,
        body: "Hi Marina,\nWe'd love to come with our small dog (a calm 6 kg terrier). Would that be all right?",
      },
      {
        from: 'host',
        hoursAgo: 60,
        body: 'Hello Chloe,\nSmall dogs are welcome! Please bring a blanket for the sofa.\nThere is a little park at the end of the street for walks.',
      },
      {
        from: 'renter',
        hoursAgo: 23,
        body: "Thank you! I've sent the request.\nWe should arrive by train around 4 pm.",
      },
    ],
    unreadBy: 'host',
  },
  {
    renter: 'chloe',
    listing: 'ericeira',
    messages: [
      {
        from: 'renter',
        hoursAgo: 30,
        body: 'Hi Theo,\nIs there somewhere at the loft to rinse wetsuits and keep two boards?',
      },
      {
        from: 'host',
        hoursAgo: 3,
        body: "Hi Chloe,\nYes: there's an outdoor shower by the entrance and a board rack in the storeroom downstairs.\nThe beach is a four-minute walk.",
      },
    ],
    unreadBy: 'renter',
  },
  {
    // After Ben's stay at the cabin (he also wrote the rejected advertising review).
    renter: 'ben',
    listing: 'malibu',
    messages: [
      {
        from: 'renter',
        hoursAgo: 48,
        body: 'Hey Theo!!! Your guests need surf lessons.\nSend them all to www.example.test and I pay you 20 % of every lesson, cash, no need to tell Shoreline.',
      },
    ],
    report: {
      by: 'host',
      hoursAgo: 40,
      reason: 'He keeps advertising his surf lessons and asks me to send my guests to his website for cash.',
    },
  },
];
