// The breaking-change gate: a change that breaks clients of the released contract passes only once
// the current document is a new major version (info.version, from document-info.ts) and
// api/CHANGELOG.md has a `## <that version>` section naming every operation it breaks
// (`GET /api/listings`, in any sentence or list the section has).
import { type BreakingChange, findBreakingChanges } from './find-breaking-changes';
import { type JsonObject, isObject } from './normalize-schema';

export interface ContractCheck {
  breaking: BreakingChange[];
  /** Why the gate fails; empty when it passes. */
  problems: string[];
  releasedVersion: string;
  currentVersion: string;
}

function versionOf(document: JsonObject): string {
  const info = document.info;
  return isObject(info) && typeof info.version === 'string' ? info.version : '0.0.0';
}

function majorOf(version: string): number {
  return Number.parseInt(version.split('.')[0] ?? '', 10);
}

/** The text of the changelog section headed with `version` (`## 2.0.0`, `## [2.0.0] - 2026-11-27`). */
export function changelogSection(changelog: string, version: string): string | undefined {
  const sections = changelog.split(/^(?=## )/m);
  const heading = new RegExp(`^## \\[?v?${version.replace(/\./g, '\\.')}\\]?(?![\\w.])`);
  return sections.find((section) => heading.test(section));
}

export function checkContract(released: JsonObject, current: JsonObject, changelog: string): ContractCheck {
  const breaking = findBreakingChanges(released, current);
  const releasedVersion = versionOf(released);
  const currentVersion = versionOf(current);
  const result: ContractCheck = { breaking, problems: [], releasedVersion, currentVersion };
  if (breaking.length === 0) return result;

  if (!(majorOf(currentVersion) > majorOf(releasedVersion))) {
    const next = `${majorOf(releasedVersion) + 1}.0.0`;
    result.problems.push(
      `info.version is ${currentVersion}, the released contract is ${releasedVersion}: a breaking change needs ` +
        `a new major version (set ${next} in api/src/lib/openapi/document-info.ts and run \`npm run openapi\`)`,
    );
    return result;
  }
  const section = changelogSection(changelog, currentVersion);
  if (section === undefined) {
    result.problems.push(
      `api/CHANGELOG.md has no "## ${currentVersion}" section recording the breaking changes`,
    );
    return result;
  }
  const unrecorded = [...new Set(breaking.map((change) => change.operation))].filter(
    (operation) => !section.includes(operation),
  );
  for (const operation of unrecorded)
    result.problems.push(`api/CHANGELOG.md "## ${currentVersion}" does not name \`${operation}\``);
  return result;
}
