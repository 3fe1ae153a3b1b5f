import fs from 'node:fs'; import YAML from 'yaml'; import jsyaml from 'js-yaml'; import matter from 'gray-matter';
const dir='/dev/shm/servictg-bench/content-1000/servicios'; const files=fs.readdirSync(dir).map(f=>fs.readFileSync(dir+'/'+f,'utf8'));
const fronts=files.map(s=>s.split('\n---\n')[0].slice(4));
for (let k=0;k<3;k++){
let t=performance.now(); for(const f of fronts) YAML.parseDocument(f).toJS(); console.log('yaml doc', (performance.now()-t).toFixed(0));
t=performance.now(); for(const f of fronts) YAML.parse(f); console.log('yaml parse', (performance.now()-t).toFixed(0));
t=performance.now(); for(const f of fronts) jsyaml.load(f); console.log('js-yaml', (performance.now()-t).toFixed(0));
t=performance.now(); for(const f of files) matter(f+' '+k, {engines:{yaml:()=>({})}}); console.log('matter only', (performance.now()-t).toFixed(0));
}
