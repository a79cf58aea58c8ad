// Every past edition's content by year (PastYearPage reads it; the catalog has the menu and the paths).
import type { PastEditionContent } from '../edition.ts';
import { edition2017 } from './2017-ocean-commotion.ts';
import { edition2018 } from './2018-egyptian-expedition.ts';
import { edition2019 } from './2019-kingdom-quest.ts';
import { edition2021 } from './2021-growing-garden.ts';
import { edition2022 } from './2022-deep-sea-dive.ts';
import { edition2023 } from './2023-food-truck-party.ts';
import { edition2024 } from './2024-purposed-and-placed.ts';
import { edition2025 } from './2025-egyptian-expedition.ts';

export const PAST_EDITIONS: ReadonlyMap<number, PastEditionContent> = new Map(
  [edition2025, edition2024, edition2023, edition2022, edition2021, edition2019, edition2018, edition2017].map((e) => [e.year, e]),
);
