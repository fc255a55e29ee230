import type { ProjectDetail } from '@asesa/contracts';
import { Divider, Flex } from 'antd';
import { AdverseImpactTab } from './adverse-impact-tab';
import { BiasAuditPanel } from './bias-audit-panel';

/** The project's fairness: the quick check at a cut, then the full audit with its downloads. */
export function FairnessTab({ project }: { project: ProjectDetail }) {
  return (
    <Flex vertical gap={16}>
      <AdverseImpactTab project={project} />
      <Divider style={{ margin: 0 }} />
      <BiasAuditPanel project={project} />
    </Flex>
  );
}
