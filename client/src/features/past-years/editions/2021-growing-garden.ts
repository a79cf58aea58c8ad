import seedlings from '../../../../assets/past-years/2021-seedlings.svg?gallery';
import sunflowers from '../../../../assets/past-years/2021-sunflowers.svg?gallery';
import type { PastEditionContent } from '../edition.ts';

export const edition2021: PastEditionContent = {
  year: 2021,
  tagline: 'Planted, watered and growing in God’s garden',
  color: 'green',
  verse: { text: 'I planted the seed, Apollos watered it, but God has been making it grow.', reference: '1 Corinthians 3:6' },
  story: [
    'Growing Garden happened outdoors, in small groups that stayed together all week, on the lawn behind the church. Every family took home a seed kit on Monday and sent photos of the first sprouts by Friday.',
    'We learned the parable of the sower, the mustard seed, the vine and the branches, the fruit of the Spirit and the tree planted by streams of water.',
    'The sunflowers the children planted along the fence bloomed in September, taller than most of the staff.',
  ],
  highlights: ['All outdoors', 'Seed kits for every family', 'Sunflower fence'],
  gallery: [
    { image: sunflowers, alt: 'Four tall sunflowers in a freshly dug garden bed', caption: 'The sunflower fence in September' },
    { image: seedlings, alt: 'A watering can pouring water on three small seedlings', caption: 'Day one: everyone planted a seed' },
  ],
};
