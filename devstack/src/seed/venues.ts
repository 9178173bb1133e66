import type { VenueDoc } from '@brunchers/model';

/** Partner venues; events are hosted at them and partners check attendees in there. */
export const VENUES: ReadonlyArray<VenueDoc & { id: string; address: string; postcode: string }> = [
  {
    id: 'venue-alfama-terrace',
    name: 'Alfama Terrace',
    address: 'Largo do Chafariz de Dentro 12',
    postcode: '1100-139',
    city: 'Lisbon',
    country: 'Portugal',
    partner_user_id: 'demo-partner-1',
    table_sizes: [6, 6, 8, 8],
  },
  {
    id: 'venue-casa-azul',
    name: 'Casa Azul Garden',
    address: 'Rua de São Bento 210',
    postcode: '1200-821',
    city: 'Lisbon',
    country: 'Portugal',
    partner_user_id: 'demo-partner-1',
    table_sizes: [4, 6, 6, 8],
  },
  {
    id: 'venue-principe-real',
    name: 'Príncipe Real Loft',
    address: 'Praça do Príncipe Real 5',
    postcode: '1250-184',
    city: 'Lisbon',
    country: 'Portugal',
    partner_user_id: 'demo-partner-2',
    table_sizes: [8, 8, 8],
  },
  {
    id: 'venue-lx-rooftop',
    name: 'LX Rooftop',
    address: 'Rua Rodrigues de Faria 103',
    postcode: '1300-501',
    city: 'Lisbon',
    country: 'Portugal',
    partner_user_id: null,
    table_sizes: [6, 6, 6, 6, 10],
  },
];
