import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import sharp from 'sharp';
import { PreviewCard } from './templates/illustrations/PreviewCard.tsx';
const N=10;
const svgs = Array.from({length:N},(_,i)=>renderToStaticMarkup(createElement(PreviewCard,{brand:'ServiCTG',title:'Plomería en Cartagena sin goteras '+i,city:'Cartagena',illustration:{icon:'wrench',accent:'droplet'},seed:'/servicios/x'+i} as any)));
const variants: [string, (s: sharp.Sharp)=>sharp.Sharp][] = [
 ['pal c64 e1 z9 d0', s=>s.png({palette:true,colours:64,effort:1,compressionLevel:9,dither:0})],
 ['pal c128 e3 z6 d0', s=>s.png({palette:true,colours:128,effort:3,compressionLevel:6,dither:0})],
 ['pal c256 e1 z6 d0', s=>s.png({palette:true,effort:1,compressionLevel:6,dither:0})],
 ['pal c64 e1 z3 d0', s=>s.png({palette:true,colours:64,effort:1,compressionLevel:3,dither:0})],
 ['pal c64 e1 z6 d1', s=>s.png({palette:true,colours:64,effort:1,compressionLevel:6})],
 ['jpeg q80 moz', s=>s.jpeg({quality:80,mozjpeg:true})],
 ['jpeg q85', s=>s.jpeg({quality:85})],
];
for (const [name, f] of variants) {
  let t=performance.now(); let bytes=0; for (const s of svgs) bytes+=(await f(sharp(Buffer.from(s))).toBuffer()).length; console.log(name.padEnd(20), ((performance.now()-t)/N).toFixed(1), 'ms', (bytes/N/1024).toFixed(1),'KB');
}
await sharp(Buffer.from(svgs[0])).png({palette:true,colours:64,effort:1,compressionLevel:6,dither:0}).toFile('/tmp/p64.png');
await sharp(Buffer.from(svgs[0])).png({compressionLevel:9,palette:true}).toFile('/tmp/p256.png');
