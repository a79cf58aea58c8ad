// A fake camera for the check-in station: Chromium plays a .y4m file as the webcam
// (--use-file-for-fake-video-capture). We write that file ourselves from the QR matrix of the family
// code: a y4m file is a one-line header and raw YUV 4:2:0 frames (a luma byte per pixel, then quarter-size
// U and V planes), so no ffmpeg is needed.
import { writeFileSync } from 'node:fs';
import { encode } from 'uqr';

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 5;

export function writeQrVideo(path: string, text: string) {
  const { data } = encode(text, { ecc: 'M', border: 4 });
  const modules = data.length;
  const scale = Math.floor((HEIGHT - 40) / modules);
  const left = Math.floor((WIDTH - modules * scale) / 2);
  const top = Math.floor((HEIGHT - modules * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let y = 0; y < modules * scale; y++) {
    for (let x = 0; x < modules * scale; x++) {
      if (data[Math.floor(y / scale)][Math.floor(x / scale)]) luma[(top + y) * WIDTH + left + x] = 16;
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}
