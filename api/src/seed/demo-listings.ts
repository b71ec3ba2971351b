// The two dozen coastal listings of the demo marketplace, oldest first (the last one is the newest).
// `host` is the demo account key; `palette` picks the colours of the generated photos.

export interface DemoListing {
  key: string;
  host: 'marina' | 'theo';
  title: string;
  city: string;
  country: string;
  address: string;
  pricePerNight: number;
  description: string;
  palette: number;
  isActive?: boolean;
}

export const DEMO_LISTINGS: readonly DemoListing[] = [
  {
    key: 'lisbon',
    host: 'marina',
    title: 'Alfama Rooftop with Tagus Views',
    city: 'Lisbon',
    country: 'Portugal',
    address: 'Rua de São Miguel 12',
    pricePerNight: 145,
    palette: 0,
    description:
      'A bright top-floor flat in Alfama with a private roof terrace over the river. Trams, fado bars and the miradouros are a short walk away.',
  },
  {
    key: 'biarritz',
    host: 'theo',
    title: 'Surf House near Grande Plage',
    city: 'Biarritz',
    country: 'France',
    address: '8 Avenue de la Marne',
    pricePerNight: 180,
    palette: 3,
    description:
      'Basque-style house two streets from the Grande Plage, with a board rack, outdoor shower and a garden for long evenings.',
  },
  {
    key: 'porto',
    host: 'marina',
    title: 'Ribeira Riverside Loft',
    city: 'Porto',
    country: 'Portugal',
    address: 'Cais da Ribeira 24',
    pricePerNight: 110,
    palette: 1,
    description:
      'Stone loft on the Douro waterfront, facing the port cellars of Gaia. Fast wifi and a window seat for the sunsets.',
  },
  {
    key: 'nice',
    host: 'theo',
    title: 'Promenade des Anglais Studio',
    city: 'Nice',
    country: 'France',
    address: '61 Promenade des Anglais',
    pricePerNight: 130,
    palette: 3,
    description:
      'Compact studio with a balcony straight onto the Baie des Anges. The pebble beach is across the road.',
  },
  {
    key: 'brighton',
    host: 'marina',
    title: 'Brighton Seafront Regency Flat',
    city: 'Brighton',
    country: 'United Kingdom',
    address: '14 Marine Parade',
    pricePerNight: 160,
    palette: 4,
    description:
      'High ceilings, bay windows and the pier in view. Lanes, cafés and the beach are all within ten minutes.',
  },
  {
    key: 'split',
    host: 'theo',
    title: 'Split Old Town Stone House',
    city: 'Split',
    country: 'Croatia',
    address: 'Dioklecijanova 5',
    pricePerNight: 125,
    palette: 5,
    description:
      'A restored stone house inside the walls of Diocletian’s Palace, steps from the Riva promenade and the ferries.',
  },
  {
    key: 'santa-cruz',
    host: 'marina',
    title: 'Santa Cruz Boardwalk Bungalow',
    city: 'Santa Cruz',
    country: 'United States',
    address: '210 Beach Street',
    pricePerNight: 210,
    palette: 3,
    description:
      'Sunny bungalow by the boardwalk and Cowell’s surf break, with a deck, a fire pit and bikes for the West Cliff path.',
  },
  {
    key: 'dubrovnik',
    host: 'theo',
    title: 'Dubrovnik Sea-View Terrace',
    city: 'Dubrovnik',
    country: 'Croatia',
    address: 'Ulica od Tabakarije 3',
    pricePerNight: 190,
    palette: 0,
    description:
      'Terrace apartment above the old harbour with views of Lokrum island. Quiet at night, close to everything by day.',
  },
  {
    key: 'cascais',
    host: 'marina',
    title: "Cascais Fisherman's Cottage",
    city: 'Cascais',
    country: 'Portugal',
    address: 'Rua dos Pescadores 7',
    pricePerNight: 135,
    palette: 4,
    description:
      'Whitewashed cottage by the fishing harbour. Three beaches within walking distance and a train to Lisbon every 20 minutes.',
  },
  {
    key: 'st-ives',
    host: 'theo',
    title: 'St Ives Harbour Cottage',
    city: 'St Ives',
    country: 'United Kingdom',
    address: '3 The Wharf',
    pricePerNight: 150,
    palette: 2,
    description:
      'Granite cottage on the harbour front with an attic bedroom and the sound of gulls. Galleries and Porthmeor Beach nearby.',
  },
  {
    key: 'san-sebastian',
    host: 'marina',
    title: 'La Concha Bay Apartment',
    city: 'San Sebastián',
    country: 'Spain',
    address: 'Paseo de la Concha 9',
    pricePerNight: 175,
    palette: 0,
    description: 'Elegant apartment over La Concha bay, minutes from the pintxos bars of the Parte Vieja.',
  },
  {
    key: 'malibu',
    host: 'theo',
    title: 'Malibu Beach Cabin',
    city: 'Malibu',
    country: 'United States',
    address: '22100 Pacific Coast Highway',
    pricePerNight: 320,
    palette: 1,
    description:
      'Cedar cabin right on the sand with a deck over the Pacific. Dolphins most mornings, sunsets every evening.',
  },
  {
    key: 'lagos',
    host: 'marina',
    title: 'Cliffside Villa above Ponta da Piedade',
    city: 'Lagos',
    country: 'Portugal',
    address: 'Estrada da Ponta da Piedade',
    pricePerNight: 260,
    palette: 5,
    description:
      'Villa with a pool on the golden Algarve cliffs. Kayak to the grottoes or take the steps down to Camilo beach.',
  },
  {
    key: 'saint-malo',
    host: 'theo',
    title: 'Walled City Apartment by the Ramparts',
    city: 'Saint-Malo',
    country: 'France',
    address: '4 Rue de Dinan',
    pricePerNight: 120,
    palette: 4,
    description: 'Granite apartment inside the ramparts. Walk to the tidal island of Grand Bé at low tide.',
  },
  {
    key: 'positano',
    host: 'marina',
    title: 'Positano Lemon Terrace Suite',
    city: 'Positano',
    country: 'Italy',
    address: 'Via Cristoforo Colombo 30',
    pricePerNight: 290,
    palette: 1,
    description:
      'Suite with a terrace under lemon trees, looking over the pastel houses and the Spiaggia Grande.',
  },
  {
    key: 'cadiz',
    host: 'theo',
    title: 'Cádiz Atlantic Light Flat',
    city: 'Cádiz',
    country: 'Spain',
    address: 'Calle Sagasta 40',
    pricePerNight: 95,
    palette: 3,
    description:
      'Airy flat with a roof terrace in the old town, between La Caleta and the Campo del Sur seawall.',
  },
  {
    key: 'oia',
    host: 'marina',
    title: 'Oia Caldera Cave House',
    city: 'Oia',
    country: 'Greece',
    address: 'Nikolaou Nomikou',
    pricePerNight: 340,
    palette: 2,
    description:
      'Traditional cave house carved into the caldera cliff, with a plunge pool and the famous sunset from the terrace.',
  },
  {
    key: 'hydra',
    host: 'theo',
    title: 'Hydra Island Stone Retreat',
    city: 'Hydra',
    country: 'Greece',
    address: 'Kamini harbour',
    pricePerNight: 170,
    palette: 5,
    isActive: false,
    description:
      'Car-free island, stone house with a courtyard and a view of Kamini harbour. Swim from the rocks.',
  },
  {
    key: 'essaouira',
    host: 'marina',
    title: 'Essaouira Medina Riad',
    city: 'Essaouira',
    country: 'Morocco',
    address: 'Derb Laalouj 11',
    pricePerNight: 85,
    palette: 1,
    description:
      'Riad around a tiled patio in the medina, with a rooftop over the Atlantic and the ramparts.',
  },
  {
    key: 'byron-bay',
    host: 'theo',
    title: 'Byron Bay Beach House',
    city: 'Byron Bay',
    country: 'Australia',
    address: '5 Lawson Street',
    pricePerNight: 275,
    palette: 3,
    description: 'Timber beach house with a veranda, a short walk to Main Beach and the lighthouse track.',
  },
  {
    key: 'tulum',
    host: 'marina',
    title: 'Tulum Jungle-to-Beach Casita',
    city: 'Tulum',
    country: 'Mexico',
    address: 'Carretera Tulum-Boca Paila km 7',
    pricePerNight: 155,
    palette: 4,
    description:
      'Palapa-roofed casita among palms, a sandy path away from the Caribbean. Cenotes and ruins nearby.',
  },
  {
    key: 'cape-town',
    host: 'theo',
    title: 'Camps Bay Ocean Apartment',
    city: 'Cape Town',
    country: 'South Africa',
    address: '48 Victoria Road, Camps Bay',
    pricePerNight: 200,
    palette: 0,
    description:
      'Apartment facing the Twelve Apostles and the beach, with a pool deck for the evening light.',
  },
  {
    key: 'vernazza',
    host: 'marina',
    title: 'Vernazza Harbour Room',
    city: 'Vernazza',
    country: 'Italy',
    address: 'Piazza Marconi 2',
    pricePerNight: 140,
    palette: 2,
    description: 'Room with a window over the little harbour of Vernazza, on the Cinque Terre coastal trail.',
  },
  {
    key: 'ericeira',
    host: 'theo',
    title: 'Ericeira Surf Loft',
    city: 'Ericeira',
    country: 'Portugal',
    address: 'Rua Dr. Eduardo Burnay 20',
    pricePerNight: 115,
    palette: 5,
    description:
      'Fresh loft in the surf reserve town, with board storage and a terrace over Praia dos Pescadores.',
  },
];

/** Popular destinations on the home page, in display order. */
export const DEMO_DESTINATIONS: readonly { key: string; name: string; palette: number }[] = [
  { key: 'lisbon', name: 'Lisbon', palette: 0 },
  { key: 'biarritz', name: 'Biarritz', palette: 3 },
  { key: 'split', name: 'Split', palette: 5 },
  { key: 'santa-cruz', name: 'Santa Cruz', palette: 1 },
  { key: 'brighton', name: 'Brighton', palette: 4 },
];
