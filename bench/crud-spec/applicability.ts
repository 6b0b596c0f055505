/**
 * runOnRequirements against the server under test: the embedded database is a standalone
 * ("single") server of the version its buildInfo reports, not serverless, without authentication
 * or client-side encryption. A list of requirements is met when any one of them is.
 */
import type { RunOnRequirement } from './spec-file';

export interface ServerTraits {
  version: number[];
  topology: 'single';
}

function versionParts(version: string): number[] {
  return version.split('.').map((part) => Number.parseInt(part, 10) || 0);
}

function compareVersions(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length, 3); i += 1) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

export function parseServerVersion(version: string): number[] {
  return versionParts(version);
}

/** Why the requirement is not met, or undefined when it is. */
function unmet(requirement: RunOnRequirement, server: ServerTraits): string | undefined {
  if (requirement.minServerVersion !== undefined && compareVersions(server.version, versionParts(requirement.minServerVersion)) < 0) {
    return `needs server >= ${requirement.minServerVersion}`;
  }
  if (requirement.maxServerVersion !== undefined && compareVersions(server.version, versionParts(requirement.maxServerVersion)) > 0) {
    return `needs server <= ${requirement.maxServerVersion}`;
  }
  if (requirement.topologies !== undefined && !requirement.topologies.includes(server.topology)) {
    return `needs topology ${requirement.topologies.join('/')}`;
  }
  if (requirement.serverless === 'require') return 'needs serverless';
  if (requirement.auth === true) return 'needs authentication';
  if (requirement.csfle === true) return 'needs client-side encryption';
  if (requirement.serverParameters !== undefined) return 'needs server parameters';
  return undefined;
}

export function inapplicableReason(requirements: RunOnRequirement[] | undefined, server: ServerTraits): string | undefined {
  if (requirements === undefined || requirements.length === 0) return undefined;
  const reasons = requirements.map((requirement) => unmet(requirement, server));
  return reasons.includes(undefined) ? undefined : reasons.join(' or ');
}
