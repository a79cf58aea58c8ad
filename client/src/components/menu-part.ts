// Mantine's Menu as a part loaded on demand (LazyMenu.tsx): the menu and its positioning library (floating-ui,
// Mantine's Popover) are ~26 KB gzip that a page's first screen does not need until a menu opens.
export { Menu } from '@mantine/core';
