import { buildPgliteTemplate } from './database.ts';

export default async function setup() {
  await buildPgliteTemplate();
}
