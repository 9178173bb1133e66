import type { BrunchSpotDoc } from '@brunchers/model';

type SpotSeed = Omit<BrunchSpotDoc, 'logo_image'>;

const SPOTS: SpotSeed[] = [
  { name: 'Alfama Terrace', city: 'Lisbon', description: 'River-view terrace with slow Sunday brunches and the best galão in the old town.', rating: 4.8, review_count: 312, is_partner: true, price_range: '€€', address: 'Largo do Chafariz de Dentro 12, Lisbon', website: 'https://alfama-terrace.example.com', phone_number: '+351 210 000 101', cuisine_type: 'Portuguese', instagram: 'https://instagram.com/alfamaterrace' },
  { name: 'Casa Azul Garden', city: 'Lisbon', description: 'A hidden garden café with açaí bowls, cold brew and weekend yoga.', rating: 4.7, review_count: 205, is_partner: true, price_range: '€€', address: 'Rua de São Bento 210, Lisbon', website: 'https://casa-azul.example.com', phone_number: '+351 210 000 102', cuisine_type: 'Healthy', instagram: 'https://instagram.com/casaazulgarden' },
  { name: 'Príncipe Real Loft', city: 'Lisbon', description: 'Industrial loft with long sharing tables, sourdough from its own bakery and natural wines.', rating: 4.6, review_count: 188, is_partner: true, price_range: '€€€', address: 'Praça do Príncipe Real 5, Lisbon', website: 'https://principe-loft.example.com', phone_number: '+351 210 000 103', cuisine_type: 'Modern European', instagram: 'https://instagram.com/principeloft' },
  { name: 'LX Rooftop', city: 'Lisbon', description: 'Sunset rooftop with bottomless brunch and DJs on Saturdays.', rating: 4.3, review_count: 421, is_partner: false, price_range: '€€€', address: 'Rua Rodrigues de Faria 103, Lisbon', website: 'https://lx-rooftop.example.com', phone_number: '+351 210 000 104', cuisine_type: 'International', instagram: 'https://instagram.com/lxrooftop' },
  { name: 'Nata & Co', city: 'Lisbon', description: 'Tiny bakery famous for warm pastéis de nata straight from the oven.', rating: 4.9, review_count: 978, is_partner: false, price_range: '€', address: 'Rua do Loreto 2, Lisbon', website: 'https://nata-co.example.com', phone_number: '+351 210 000 105', cuisine_type: 'Bakery', instagram: 'https://instagram.com/nataandco' },
  { name: 'The Green Spoon', city: 'Lisbon', description: 'Fully plant-based brunch: tofu scramble, banana bread and oat-milk everything.', rating: 4.5, review_count: 156, is_partner: false, price_range: '€€', address: 'Rua da Rosa 88, Lisbon', website: 'https://greenspoon.example.com', phone_number: '+351 210 000 106', cuisine_type: 'Vegan', instagram: 'https://instagram.com/thegreenspoon' },
  { name: 'Café Tejo', city: 'Lisbon', description: 'Classic riverside café with tostas, fresh orange juice and people-watching.', rating: 4.2, review_count: 264, is_partner: false, price_range: '€', address: 'Cais do Sodré 14, Lisbon', website: null, phone_number: '+351 210 000 107', cuisine_type: 'Café', instagram: null },
  { name: 'Pancake Republic', city: 'Lisbon', description: 'Towering pancake stacks, sweet and savoury, and a board-game shelf.', rating: 4.4, review_count: 341, is_partner: false, price_range: '€€', address: 'Avenida da Liberdade 150, Lisbon', website: 'https://pancake-republic.example.com', phone_number: '+351 210 000 108', cuisine_type: 'American', instagram: 'https://instagram.com/pancakerepublic' },
  { name: 'Mercado Brunch Hall', city: 'Lisbon', description: 'Food-hall brunch with twelve stalls under one roof: something for everyone.', rating: 4.1, review_count: 1203, is_partner: false, price_range: '€€', address: 'Avenida 24 de Julho 49, Lisbon', website: 'https://mercado-brunch.example.com', phone_number: '+351 210 000 109', cuisine_type: 'Food hall', instagram: 'https://instagram.com/mercadobrunch' },
  { name: 'Sol e Sal', city: 'Cascais', description: 'Beach-front brunch with grilled fish tostas and ocean views.', rating: 4.6, review_count: 198, is_partner: false, price_range: '€€€', address: 'Praia da Rainha 3, Cascais', website: 'https://sol-e-sal.example.com', phone_number: '+351 210 000 110', cuisine_type: 'Seafood', instagram: 'https://instagram.com/solesal' },
  { name: 'Quinta Brunch House', city: 'Sintra', description: 'Country-house brunch among the hills, with homemade jams and garden eggs.', rating: 4.7, review_count: 143, is_partner: false, price_range: '€€€€', address: 'Estrada da Pena 21, Sintra', website: 'https://quinta-brunch.example.com', phone_number: '+351 210 000 111', cuisine_type: 'Farm-to-table', instagram: null },
  { name: 'Porto Pão', city: 'Porto', description: 'Sourdough bakery and brunch spot in a restored warehouse by the Douro.', rating: 4.5, review_count: 287, is_partner: false, price_range: '€€', address: 'Rua das Flores 40, Porto', website: 'https://porto-pao.example.com', phone_number: '+351 220 000 112', cuisine_type: 'Bakery', instagram: 'https://instagram.com/portopao' },
  { name: 'Ribeira Mornings', city: 'Porto', description: 'Colourful café on the Ribeira with francesinha brunch on weekends.', rating: 4.3, review_count: 175, is_partner: false, price_range: '€€', address: 'Cais da Ribeira 7, Porto', website: null, phone_number: '+351 220 000 113', cuisine_type: 'Portuguese', instagram: 'https://instagram.com/ribeiramornings' },
  { name: 'Matcha Lab', city: 'Lisbon', description: 'Japanese-inspired brunch: matcha pancakes, onigiri and ceremonial tea.', rating: 4.6, review_count: 132, is_partner: false, price_range: '€€', address: 'Rua Garrett 60, Lisbon', website: 'https://matcha-lab.example.com', phone_number: '+351 210 000 114', cuisine_type: 'Japanese', instagram: 'https://instagram.com/matchalab' },
  { name: 'Bairro Benedict', city: 'Lisbon', description: 'Eggs benedict seven ways and a jazz playlist to match.', rating: 4.4, review_count: 219, is_partner: false, price_range: '€€', address: 'Rua da Atalaia 31, Lisbon', website: 'https://bairro-benedict.example.com', phone_number: '+351 210 000 115', cuisine_type: 'Brunch', instagram: 'https://instagram.com/bairrobenedict' },
];

export function seedPlaces(): Array<{ id: string; doc: BrunchSpotDoc }> {
  return SPOTS.map((spot, index) => ({ id: placeId(spot.name), doc: { ...spot, logo_image: placeImagePath(index) } }));
}

export const PLACE_NAMES = SPOTS.map((s) => s.name);

export function placeImagePath(index: number): string {
  return `/images/seed/places/place-${String(index + 1).padStart(2, '0')}.svg`;
}

function placeId(name: string): string {
  return name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
