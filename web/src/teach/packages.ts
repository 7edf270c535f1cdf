// Learning-platform packages of the built site's embed playing one
// assignment (docs/TEACHING.md, "In a learning platform"): a SCORM 1.2 or
// SCORM 2004 zip, its imsmanifest.xml naming one SCO whose entry, index.html,
// opens embed.html; or a cmi5 course, its cmi5.xml naming one assignable
// unit, embed.html itself (the platform adds its launch parameters). Either
// way embed.html gets the assignment's token, the platform to report to
// (platform=scorm12|scorm2004|cmi5: platform/launch.ts) and the
// single-threaded engine (a platform's frame is not cross-origin isolated).
//
// One module for every maker: the teacher's page (teach.html) reads the
// site's files over HTTP, scripts/make-assignment.mjs and the build
// (vite.config.ts, the demo's packages) from web/dist; the same files and
// settings make the same bytes (fflate's deflate in both, fixed dates).
// A package holds only what embed.html loads: the list the build writes
// (package-files.json, vite.config.ts) and the learned values shipped for
// the assignment's point system and players (the AI's grade then needs no learning).
import { zipSync, type Zippable } from 'fflate';
import { learnerName, STRONGEST_PLAYER } from '../state/ai-settings.ts';
import { readAssignment } from '../state/assignment.ts';
import { readOptions } from '../state/page-options.ts';

export const KINDS = ['scorm12', 'scorm2004', 'cmi5'] as const;
export type PackageKind = (typeof KINDS)[number];

export const KIND_LABELS: Record<PackageKind, string> = { scorm12: 'SCORM 1.2', scorm2004: 'SCORM 2004', cmi5: 'cmi5' };

// The build's list of embed.html's files (its scripts, styles, worker, and the single-threaded engine).
export const PACKAGE_FILES = 'package-files.json';
export interface PackageFileList {
  files: string[];
}

export interface PackageSettings {
  kind: PackageKind;
  token: string;
  title: string;
  system: string;
  pass: number | null; // 0..100, or none
}

// Reads one file of the built site by its path in it ('assets/x.js').
export type ReadSiteFile = (path: string) => Promise<Uint8Array>;

const escape = (text: string) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

const utf8 = (text: string) => new TextEncoder().encode(text);
const json = async (read: ReadSiteFile, path: string) => JSON.parse(new TextDecoder().decode(await read(path)));

export const launchQuery = (kind: PackageKind, token: string) => `assignment=${encodeURIComponent(token)}&platform=${kind}&engine=st`;

function launchPage(kind: PackageKind, token: string, title: string) {
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
function organizationAndResources(title: string, files: string[], scormTypeAttribute: string) {
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

function scorm12Manifest(id: string, title: string, files: string[]) {
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

function scorm2004Manifest(id: string, title: string, files: string[]) {
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

// cmi5's masteryScore of a pass mark: pass / 100, four decimals at most
// (checkPass allows two on the percentage), computed on whole numbers.
export const masteryScore = (pass: number) => String(Math.round(pass * 100) / 10000);

// A cmi5 course of one AU; `pass` (0..100 or null) becomes its masteryScore.
function cmi5Course(id: string, title: string, query: string, pass: number | null) {
  const mastery = pass === null ? '' : ` masteryScore="${masteryScore(pass)}"`;
  const text = (t: string) => `<langstring lang="en-US">${escape(t)}</langstring>`;
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

// Files already compressed are stored; the rest deflated at fflate's level 9.
const STORED = /\.(gz|png|zip)$/;
// Every entry's date (DOS time is local: the same local date in every time zone).
const ZIP_DATE = new Date(1980, 0, 1, 12, 0, 0);

export function zipEntries(entries: { name: string; bytes: Uint8Array }[]): Uint8Array {
  const files: Zippable = {};
  for (const { name, bytes } of entries) files[name] = [bytes, { level: STORED.test(name) ? 0 : 9, mtime: ZIP_DATE }];
  return zipSync(files);
}

// The package's identifier: the token's last 8 characters, as hex (the same token, the same id).
const packageId = (token: string) => `pps-${Array.from(utf8(token), (b) => b.toString(16).padStart(2, '0')).join('').slice(-16)}`;

// The file name a teacher's download gets: the assignment's name and the kind.
export const packageFileName = (title: string, kind: PackageKind) => `${title.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'assignment'}-${kind}.zip`;

// The players whose shipped values the assignment's page loads: the grade's
// reference player, and the page's own AI player when hints or AI moves are allowed.
function playersOf(token: string): Set<string> {
  const a = readAssignment(readOptions({ assignment: token }, 'embed').options).assignment;
  if (!a) return new Set();
  const players = new Set<string>();
  if (a.grading.kind === 'ai') players.add(learnerName(a.grading.player));
  if (a.hints || a.ai) players.add(STRONGEST_PLAYER);
  return players;
}

// The package's bytes and the names in it, in order.
export async function buildPackage(read: ReadSiteFile, settings: PackageSettings): Promise<{ bytes: Uint8Array; files: string[] }> {
  const { kind, token, title, system, pass } = settings;
  if (!KINDS.includes(kind)) throw new Error(`no package of kind ${kind} (${KINDS.join(', ')})`);
  const list = (await json(read, PACKAGE_FILES)) as PackageFileList;
  const manifest = await json(read, 'learned/manifest.json');
  const players = playersOf(token);
  const wanted = (recipe: string) => recipe.split('|')[1] === system && players.has(recipe.split('|')[0]!);
  const learned = { ...manifest, files: Object.fromEntries(Object.entries(manifest.files as Record<string, { file: string }>).filter(([recipe]) => wanted(recipe))) };
  const learnedFiles = Object.values(learned.files as Record<string, { file: string }>).map((e) => `learned/${e.file}`);
  const id = packageId(token);
  const head: { name: string; bytes: Uint8Array }[] = [];
  if (kind === 'cmi5') {
    head.push({ name: 'cmi5.xml', bytes: utf8(cmi5Course(id, title, launchQuery(kind, token), pass)) });
  } else {
    const content = [...list.files, ...learnedFiles, 'learned/manifest.json', 'index.html'];
    const xml = (kind === 'scorm12' ? scorm12Manifest : scorm2004Manifest)(id, title, content);
    head.push({ name: 'imsmanifest.xml', bytes: utf8(xml) }, { name: 'index.html', bytes: utf8(launchPage(kind, token, title)) });
  }
  const site = [...list.files, ...learnedFiles];
  const bytes = await Promise.all(site.map((f) => read(f)));
  const entries = [
    ...head,
    ...site.map((name, i) => ({ name, bytes: bytes[i]! })),
    { name: 'learned/manifest.json', bytes: utf8(JSON.stringify(learned, null, 1)) },
  ];
  return { bytes: zipEntries(entries), files: entries.map((e) => e.name) };
}
