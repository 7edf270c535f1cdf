// Learning-platform packages of the built site's embed playing one
// assignment (docs/TEACHING.md, "In a learning platform"): a SCORM 1.2 or SCORM 2004
// zip, its imsmanifest.xml naming one SCO whose entry, index.html, opens
// embed.html; or a cmi5 course, its cmi5.xml naming one assignable unit,
// embed.html itself (the platform adds its launch parameters). Either way
// embed.html gets the assignment's token, the platform to report to
// (platform=scorm12|scorm2004|cmi5: web/src/platform/launch.ts) and the
// single-threaded engine (a platform's frame is not cross-origin isolated).
// A package holds only what that page loads: embed.html and the site's
// scripts, the single-threaded engine, and the learned values shipped for the
// assignment's point system (the AI's grade then needs no learning).
// `npm run build` writes the demo assignment's packages to web/packages/
// (vite.config.ts); scripts/make-assignment.mjs a teacher's.
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { zip } from './zip.mjs';

export const KINDS = ['scorm12', 'scorm2004', 'cmi5'];

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]);

const filesUnder = (root, dir = '') =>
  readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = dir ? `${dir}/${name}` : name;
    return statSync(path.join(root, rel)).isDirectory() ? filesUnder(root, rel) : [rel];
  });

// What embed.html needs of the built site `dist`, for an assignment on `system`.
function siteFiles(dist, system) {
  const all = filesUnder(dist);
  const engine = all.filter((f) => /^engine\/[0-9a-f]+\/pps-engine-st\./.test(f));
  if (engine.length === 0) throw new Error(`${dist} has no single-threaded engine: run npm run build first`);
  // The pages' scripts and styles (shared chunks, the engine's worker); the
  // lab's editor and Python stay out.
  const assets = all.filter((f) => f.startsWith('assets/') && !/codemirror|pyodide|lab-|sandbox/i.test(f));
  const manifest = JSON.parse(readFileSync(path.join(dist, 'learned/manifest.json'), 'utf8'));
  const learned = Object.fromEntries(Object.entries(manifest.files).filter(([recipe]) => recipe.split('|')[1] === system));
  return { files: ['embed.html', ...assets, ...engine], learned: { ...manifest, files: learned } };
}

const launchQuery = (kind, token) => `assignment=${encodeURIComponent(token)}&platform=${kind}&engine=st`;

function launchPage(kind, token, title) {
  const href = escape(`embed.html?${launchQuery(kind, token)}`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escape(title)}</title>
<meta http-equiv="refresh" content="0; url=${href}">
</head>
<body><p><a href="${href}">Start: ${escape(title)}</a></p></body>
</html>
`;
}

// The one organization and its one SCO, the same in both SCORM versions but
// for the attribute's spelling (`scormtype` in 1.2, `scormType` in 2004).
function organizationAndResources(title, files, scormTypeAttribute) {
  return `  <organizations default="org">
    <organization identifier="org">
      <title>${escape(title)}</title>
      <item identifier="item" identifierref="sco" isvisible="true">
        <title>${escape(title)}</title>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="sco" type="webcontent" adlcp:${scormTypeAttribute}="sco" href="index.html">
${files.map((f) => `      <file href="${escape(f)}"/>`).join('\n')}
    </resource>
  </resources>
</manifest>
`;
}

function scorm12Manifest(id, title, files) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${id}" version="1"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
${organizationAndResources(title, files, 'scormtype')}`;
}

function scorm2004Manifest(id, title, files) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${id}" version="1"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 imscp_v1p1.xsd http://www.adlnet.org/xsd/adlcp_v1p3 adlcp_v1p3.xsd http://www.adlnet.org/xsd/adlseq_v1p3 adlseq_v1p3.xsd http://www.adlnet.org/xsd/adlnav_v1p3 adlnav_v1p3.xsd http://www.imsglobal.org/xsd/imsss imsss_v1p0.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>2004 4th Edition</schemaversion>
  </metadata>
${organizationAndResources(title, files, 'scormType')}`;
}

// A cmi5 course of one AU; `pass` (0..100 or null) becomes its masteryScore.
function cmi5Course(id, title, query, pass) {
  const mastery = pass === null || pass === undefined ? '' : ` masteryScore="${pass / 100}"`;
  const text = (t) => `<langstring lang="en-US">${escape(t)}</langstring>`;
  return `<?xml version="1.0" encoding="utf-8"?>
<courseStructure xmlns="https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd">
  <course id="urn:poker-squares:${id}">
    <title>${text(title)}</title>
    <description>${text('Poker Squares deals played in order and graded (Poker Squares Lab).')}</description>
  </course>
  <au id="urn:poker-squares:${id}:au" moveOn="${mastery ? 'CompletedAndPassed' : 'Completed'}"${mastery} launchMethod="AnyWindow">
    <title>${text(title)}</title>
    <description>${text('Play the deals in order; the grade is reported when the last one is scored.')}</description>
    <url>${escape(`embed.html?${query}`)}</url>
  </au>
</courseStructure>
`;
}

// The package's bytes: { bytes, files } (files: the names in the zip).
export function buildPackage({ kind, dist, token, title, system, pass = null }) {
  if (!KINDS.includes(kind)) throw new Error(`no package of kind ${kind} (${KINDS.join(', ')})`);
  if (!existsSync(path.join(dist, 'embed.html'))) throw new Error(`${dist} is no built site: run npm run build first`);
  const { files, learned } = siteFiles(dist, system);
  const learnedFiles = Object.values(learned.files).map((e) => `learned/${e.file}`);
  const id = `pps-${Buffer.from(token).toString('hex').slice(-16)}`;
  const head = [];
  if (kind === 'cmi5') {
    head.push({ name: 'cmi5.xml', bytes: Buffer.from(cmi5Course(id, title, launchQuery(kind, token), pass)) });
  } else {
    const content = [...files, ...learnedFiles, 'learned/manifest.json', 'index.html'];
    const manifest = (kind === 'scorm12' ? scorm12Manifest : scorm2004Manifest)(id, title, content);
    head.push({ name: 'imsmanifest.xml', bytes: Buffer.from(manifest) }, { name: 'index.html', bytes: Buffer.from(launchPage(kind, token, title)) });
  }
  const entries = [
    ...head,
    ...files.map((f) => ({ name: f, bytes: readFileSync(path.join(dist, f)) })),
    ...learnedFiles.map((f) => ({ name: f, bytes: readFileSync(path.join(dist, f)) })),
    { name: 'learned/manifest.json', bytes: Buffer.from(JSON.stringify(learned, null, 1)) },
  ];
  return { bytes: zip(entries), files: entries.map((e) => e.name) };
}

export function writePackage({ out, ...settings }) {
  const built = buildPackage(settings);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, built.bytes);
  return { bytes: built.bytes.length, files: built.files };
}
