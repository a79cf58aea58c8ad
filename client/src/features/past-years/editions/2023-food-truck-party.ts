import picnic from '../../../../assets/past-years/2023-picnic.svg?gallery';
import trucks from '../../../../assets/past-years/2023-food-trucks.svg?gallery';
import type { PastEditionContent } from '../edition.ts';

export const edition2023: PastEditionContent = {
  year: 2023,
  tagline: 'Come hungry, leave filled: Jesus is the bread of life',
  color: 'red',
  verse: { text: 'I am the bread of life. Whoever comes to me will never go hungry.', reference: 'John 6:35' },
  story: [
    'The parking lot turned into a street of painted cardboard food trucks, and every group earned stamps in a “menu passport” as it visited each one.',
    'We tasted the stories where Jesus shared food: the five loaves and two fish, breakfast on the beach, Zacchaeus’s dinner, the wedding at Cana and the Last Supper. Snack time always matched the story (yes, there were fish crackers).',
    'Families brought more than 900 cans and boxes for the town food pantry, delivered by the children in a parade of wagons on Friday afternoon.',
  ],
  highlights: ['5 food trucks', '900+ food items for the pantry', 'Wagon parade'],
  gallery: [
    { image: trucks, alt: 'A red taco truck and a yellow ice cream truck under string lights', caption: 'Main street of the Food Truck Party' },
    { image: picnic, alt: 'A red and white picnic blanket with fruit, a drink and a basket of bread', caption: 'Snack time: five loaves and two fish, more or less' },
  ],
};
