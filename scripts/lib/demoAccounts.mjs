// Printed on start; the API seeds exactly these (README "Demo accounts").
export const DEMO_ACCOUNTS = [
  { who: 'admin', email: 'admin@shoreline.test', password: 'Admin123!' },
  { who: 'host Marina Costa', email: 'marina@shoreline.test', password: 'Host123!' },
  { who: 'host Theo Lambert', email: 'theo@shoreline.test', password: 'Host123!' },
  { who: 'renter Ana Silva', email: 'ana@shoreline.test', password: 'Renter123!' },
  { who: 'renter Ben Okafor', email: 'ben@shoreline.test', password: 'Renter123!' },
  {
    who: 'renter Chloe Martin (pending host request)',
    email: 'chloe@shoreline.test',
    password: 'Renter123!',
  },
];
