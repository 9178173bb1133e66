// The fixed Event Information texts the detail page adds for Halloween and New Friends events
// (which one applies comes from the model's eventInfoVariant).

export interface EventInfoItem {
  label: string;
  text: string;
}

export const EVENT_INFO: Record<'halloween' | 'new-friends', EventInfoItem[]> = {
  halloween: [
    { label: 'Age group', text: '26-36' },
    {
      label: 'Vibe',
      text: 'Costumes encouraged, candle-lit tables, a spooky playlist and a prize for the best outfit.',
    },
    {
      label: 'Entrance',
      text: 'Your ticket includes entrance; food and drinks are ordered à la carte at the venue.',
    },
    { label: 'Meet like-minded people', text: 'Small mixed tables so everyone gets to talk.' },
    {
      label: 'Photo ID',
      text: 'Please bring a photo ID: the venue checks ages at the door and may refuse entry without one.',
    },
  ],
  'new-friends': [
    { label: 'Age group', text: '27-35' },
    {
      label: 'Vibe',
      text: 'Relaxed and conversation-first: hosted ice-breakers, then plenty of time to just chat.',
    },
    {
      label: 'Entrance',
      text: 'Your ticket includes entrance; food and drinks are ordered à la carte at the venue.',
    },
    {
      label: 'Meet like-minded people',
      text: 'Guests are seated by shared interests so conversations start easily.',
    },
    {
      label: 'Photo ID',
      text: 'Please bring a photo ID: the venue checks ages at the door and may refuse entry without one.',
    },
  ],
};
