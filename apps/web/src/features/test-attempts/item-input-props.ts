import type { AnswerValue, ParticipantItem } from '@asesa/contracts';
import type { RunnerCopy } from '../participant-journey/copy';

/** What every item input gets; its own file so the lazily loaded typed inputs share it without a cycle. */
export interface ItemInputProps {
  item: ParticipantItem;
  /** 1-based position of the question (for image alt texts). */
  number: number;
  value: AnswerValue | undefined;
  onAnswer: (value: AnswerValue) => void;
  disabled?: boolean;
  /** Id of the element holding the question's stem (labels the control). */
  labelledBy: string;
  describedBy?: string;
  copy: RunnerCopy;
}
