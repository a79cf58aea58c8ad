// CSV for downloads: the cell and line rules live in shared/csv.ts (the browser's roster download uses them too).
export { csvCell, csvLine } from '../../../shared/csv.ts';
