import path from '../../../../assets/past-years/2024-path.svg?gallery';
import puzzle from '../../../../assets/past-years/2024-puzzle.svg?gallery';
import type { PastEditionContent } from '../edition.ts';

export const edition2024: PastEditionContent = {
  year: 2024,
  tagline: 'God made you on purpose and put you right where you are',
  color: 'violet',
  verse: { text: 'For we are God’s handiwork, created in Christ Jesus to do good works, which God prepared in advance for us to do.', reference: 'Ephesians 2:10' },
  story: [
    'Purposed and Placed was a week about belonging. Every child received one piece of a giant puzzle on Monday, and by Friday the pieces had become a mural of the whole church family.',
    'We met Esther placed in the palace “for such a time as this”, David the shepherd, Ruth in a new land, Samuel listening in the night and Timothy, young and trusted. Each story ended with the same question: where has God placed you?',
    'Children wrote thank-you cards to the people God placed in their lives, and the afternoon clubs served the neighbors around the church with a flower-planting morning.',
  ],
  highlights: ['1 giant puzzle mural', '212 thank-you cards', 'Neighborhood planting day'],
  gallery: [
    { image: puzzle, alt: 'Four brightly colored puzzle pieces fitting together', caption: 'Every child’s piece found its place in the mural' },
    { image: path, alt: 'A winding path under a starry sky, leading to a bright star', caption: 'Closing night: “Your path is in good hands”' },
  ],
};
