import night from '../../../../assets/past-years/2018-desert-night.svg?gallery';
import sphinx from '../../../../assets/past-years/2018-sphinx.svg?gallery';
import type { PastEditionContent } from '../edition.ts';

export const edition2018: PastEditionContent = {
  year: 2018,
  tagline: 'Joseph’s journey: God turns bad into good',
  color: 'yellow',
  verse: { text: 'You intended to harm me, but God intended it for good.', reference: 'Genesis 50:20' },
  story: [
    'Our first Egyptian Expedition followed one life from start to finish: Joseph, from the coat of many colors to the palace of Pharaoh.',
    'Children visited the marketplace each morning to trade the “grain” they earned, met a (very friendly) Pharaoh, and slept under the stars on Thursday evening at the family camp-out on the church lawn.',
    'The week was so loved that we returned to Egypt in 2025, this time with Moses.',
  ],
  highlights: ['Marketplace', 'Family camp-out', 'Joseph’s coat mural'],
  gallery: [
    { image: sphinx, alt: 'A friendly sphinx beside a pyramid, with tents in the sand', caption: 'The sphinx guarded the marketplace' },
    { image: night, alt: 'A tent and a campfire under a crescent moon and stars', caption: 'Thursday’s family camp-out under the stars' },
  ],
};
