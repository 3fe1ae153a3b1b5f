import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import sharp from 'sharp';
import { optimize } from 'svgo';
import { PreviewCard } from './templates/illustrations/PreviewCard.tsx';
import { Illustration } from './templates/illustrations/Illustration.tsx';
const N=20;
let t=performance.now();
const svgs = Array.from({length:N},(_,i)=>renderToStaticMarkup(createElement(PreviewCard,{brand:'ServiCTG',title:'Plomería en Cartagena sin goteras '+i,city:'Cartagena',illustration:{icon:'wrench',accent:'droplet'},seed:'/servicios/x'+i} as any)));
console.log('render', (performance.now()-t)/N, svgs[0].length);
t=performance.now(); for (const s of svgs) optimize(renderToStaticMarkup(createElement(Illustration,{illustration:{icon:'wrench',accent:'droplet'},seed:s} as any)),{multipass:true}); console.log('svgo', (performance.now()-t)/N);
for (const [name, f] of [['png9pal', (s:any)=>s.png({compressionLevel:9,palette:true})], ['png6', (s:any)=>s.png({compressionLevel:6})], ['pngpal-effort1', (s:any)=>s.png({palette:true,effort:1,compressionLevel:6})], ['jpeg', (s:any)=>s.jpeg({quality:82,mozjpeg:false})], ['webp', (s:any)=>s.webp({quality:80})]] as const) {
  t=performance.now(); let bytes=0; for (const s of svgs) bytes+=(await f(sharp(Buffer.from(s))).toBuffer()).length; console.log(name, ((performance.now()-t)/N).toFixed(1), 'ms', (bytes/N/1024).toFixed(1),'KB');
}
t=performance.now(); await Promise.all(svgs.map(s=>sharp(Buffer.from(s)).png({compressionLevel:9,palette:true}).toBuffer())); console.log('parallel png9pal', (performance.now()-t)/N);
t=performance.now(); for (const s of svgs) await sharp(Buffer.from(s)).raw().toBuffer(); console.log('raster only', (performance.now()-t)/N);
