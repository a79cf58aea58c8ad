import beach from '../../../../assets/past-years/2017-beach.svg?gallery';
import lighthouse from '../../../../assets/past-years/2017-lighthouse.svg?gallery';
import type { PastEditionContent } from '../edition.ts';

export const edition2017: PastEditionContent = {
  year: 2017,
  tagline: 'Jesus is Lord over the wind and the waves',
  color: 'blue',
  verse: { text: 'Even the wind and the waves obey him!', reference: 'Matthew 8:27' },
  story: [
    'Ocean Commotion filled the church with waves of blue streamers, a lighthouse made of paint buckets and a beach of real sand in the lobby (we are still finding some).',
    'We sailed with Noah, fished with the disciples, watched Jesus calm the storm and learned that Jesus is the light of the world, like the lighthouse that guides every boat home.',
    'Crabby the crab handed out the memory-verse stickers, and the closing splash party soaked more parents than children.',
  ],
  highlights: ['Lighthouse stage', 'Beach in the lobby', 'Closing splash party'],
  gallery: [
    { image: lighthouse, alt: 'A red and white lighthouse and a sailboat on the waves', caption: 'The lighthouse that guided every boat home' },
    { image: beach, alt: 'A smiling red crab on the beach with shells and a starfish', caption: 'Crabby, keeper of the memory-verse stickers' },
  ],
};
