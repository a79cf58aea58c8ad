// Every past edition with a page (SPEC §2), newest first: the Past Years menu and the routes read this
// plain list; each page's content is in features/past-years/editions/<path>.ts. The SPEC's named routes
// map to kebab-case paths (legacy-paths.ts redirects the old names): egyptianExpedition2025 → 2025, purposedAndPlaced →
// 2024, foodTruckParty → 2023, deepSeaDive → 2022, growingGarden → 2021, egyptianExpedition → 2018,
// oceanCommotion2017 → 2017. 2019 had no named route; "Kingdom Quest" is its theme here. (2020 had no
// in-person program.)
export interface PastYearEntry {
  year: number;
  theme: string;
  path: string;
}

export const PAST_YEAR_CATALOG: readonly PastYearEntry[] = [
  { year: 2025, theme: 'Egyptian Expedition', path: '/2025-egyptian-expedition' },
  { year: 2024, theme: 'Purposed and Placed', path: '/2024-purposed-and-placed' },
  { year: 2023, theme: 'Food Truck Party', path: '/2023-food-truck-party' },
  { year: 2022, theme: 'Deep Sea Dive', path: '/2022-deep-sea-dive' },
  { year: 2021, theme: 'Growing Garden', path: '/2021-growing-garden' },
  { year: 2019, theme: 'Kingdom Quest', path: '/2019-kingdom-quest' },
  { year: 2018, theme: 'Egyptian Expedition', path: '/2018-egyptian-expedition' },
  { year: 2017, theme: 'Ocean Commotion', path: '/2017-ocean-commotion' },
];

export function pastYearTitle(entry: PastYearEntry): string {
  return `${entry.year} · ${entry.theme}`;
}
