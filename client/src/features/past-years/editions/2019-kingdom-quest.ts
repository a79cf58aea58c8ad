import castle from '../../../../assets/past-years/2019-castle.svg?gallery';
import shields from '../../../../assets/past-years/2019-shields.svg?gallery';
import type { PastEditionContent } from '../edition.ts';

export const edition2019: PastEditionContent = {
  year: 2019,
  tagline: 'Knights of the King, armoured with God’s strength',
  color: 'indigo',
  verse: { text: 'Be strong in the Lord and in his mighty power. Put on the full armor of God.', reference: 'Ephesians 6:10–11' },
  story: [
    'Banners hung from the balcony and every group became a household of the castle, with its own coat of arms painted on the first morning.',
    'Each day the children added one piece of the armour of God to a cardboard knight: the belt of truth, the breastplate of righteousness, the shoes of peace, the shield of faith and the helmet of salvation, with the sword of the Spirit on Friday.',
    'The week ended with a feast in the great hall (the gym) and a blessing for every knight.',
  ],
  highlights: ['6 pieces of armour', 'Castle households', 'Friday feast'],
  gallery: [
    { image: castle, alt: 'A grey castle with towers and flags on a green hill', caption: 'The castle gate on the stage' },
    { image: shields, alt: 'A blue shield with a cross and a red shield with a star, crossed swords between them', caption: 'Shields painted by the households' },
  ],
};
