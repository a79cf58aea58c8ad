import reef from '../../../../assets/past-years/2022-reef.svg?gallery';
import submarine from '../../../../assets/past-years/2022-submarine.svg?gallery';
import type { PastEditionContent } from '../edition.ts';

export const edition2022: PastEditionContent = {
  year: 2022,
  tagline: 'Diving deep into God’s love, deeper than the ocean',
  color: 'cyan',
  verse: { text: 'How wide and long and high and deep is the love of Christ.', reference: 'Ephesians 3:18' },
  story: [
    'Back indoors after the outdoor summer of 2021: the sanctuary became a submarine, with portholes, sonar “pings” to start each session and a periscope that showed the day’s verse.',
    'We dove into Jonah and the big fish, Jesus calming the storm, Peter walking on the water, the great catch of fish, and Paul’s shipwreck. Science club built diving bells; games club ran the “tidal wave” relay.',
    'The offering sent swimming lessons and life jackets to a lakeside children’s camp.',
  ],
  highlights: ['Back indoors', '5 dives', 'Life-jacket offering'],
  gallery: [
    { image: submarine, alt: 'A yellow submarine with three portholes among fish and bubbles', caption: 'The submarine stage in the sanctuary' },
    { image: reef, alt: 'A smiling purple octopus among coral', caption: 'Ollie the octopus, our week’s mascot' },
  ],
};
