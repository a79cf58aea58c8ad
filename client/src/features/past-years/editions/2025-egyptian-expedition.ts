import nile from '../../../../assets/past-years/2025-nile.svg?gallery';
import pyramids from '../../../../assets/past-years/2025-pyramids.svg?gallery';
import type { PastEditionContent } from '../edition.ts';

export const edition2025: PastEditionContent = {
  year: 2025,
  tagline: 'Following Joseph and Moses from the palace to the promised land',
  color: 'orange',
  verse: { text: 'The Lord himself goes before you and will be with you; he will never leave you nor forsake you.', reference: 'Deuteronomy 31:8' },
  story: [
    'For five mornings in August the fellowship hall became the banks of the Nile. Children travelled in caravans of eight, each led by a teenage intern with a map, a water bottle and a lot of patience.',
    'Each day followed one scene: Joseph sold and raised up, baby Moses in the basket, the burning bush, the plagues and the Red Sea, and manna in the desert. Opening assembly acted the story out; the afternoon clubs built it, cooked it or ran it as a relay.',
    'On Friday families joined us for the closing assembly, the caravan songs and a very sticky date-and-honey snack. The offering bought clean-water filters for a partner school.',
  ],
  highlights: ['5 mornings', '8 caravans', '4 afternoon clubs', 'Water-filter offering'],
  gallery: [
    { image: pyramids, alt: 'Three pyramids and a camel caravan at sunset', caption: 'Opening assembly backdrop: the caravans set out' },
    { image: nile, alt: 'A reed boat with a sail on the Nile, a basket among the reeds', caption: 'Tuesday: Moses in the basket among the reeds' },
  ],
};
