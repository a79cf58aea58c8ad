// Images made by client/scripts/images-plugin.ts: `import photo from './x.svg?gallery'`.
declare module '*.svg?gallery' {
  const image: { src: string; srcSet: string; width: number; height: number };
  export default image;
}
