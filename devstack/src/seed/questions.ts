import type { QuestionCategory, SelfDiscoveryQuestionDoc } from '@brunchers/model';
import { daysAgo } from './dates.js';

const QUESTIONS: Array<[QuestionCategory, string, number]> = [
  ['preferences', 'What is your ideal brunch dish, and why?', 10],
  ['preferences', 'Sweet or savoury mornings? Defend your choice.', 15],
  ['preferences', 'Describe the perfect brunch setting in three words.', 20],
  ['social', 'How do you usually start a conversation with someone new?', 10],
  ['social', 'What makes you feel welcome in a group of strangers?', 15],
  ['social', 'Who is the friend you call first with good news, and why?', 20],
  ['reflection', 'What is something you learned about yourself this year?', 15],
  ['reflection', 'Which small moment from last week made you smile?', 10],
  ['reflection', 'What would you tell your younger self about friendship?', 25],
  ['personality', 'Are you more of a planner or a go-with-the-flow person?', 10],
  ['personality', 'Which three words would your friends use to describe you?', 15],
  ['personality', 'What is a hobby that surprises people when they hear about it?', 20],
  ['lifestyle', 'What does a balanced week look like for you?', 10],
  ['lifestyle', 'How do you recharge after a busy week?', 15],
  ['lifestyle', 'Which healthy habit are you proudest of?', 20],
];

/** Ordered by created_at inside each category, which is the order the path unlocks them. */
export function seedQuestions(
  now = new Date(),
): Array<{ id: string; doc: SelfDiscoveryQuestionDoc }> {
  return QUESTIONS.map(([category, question, xp], index) => ({
    id: `question-${String(index + 1).padStart(2, '0')}`,
    doc: {
      category,
      question,
      xp_reward: xp,
      created_at: new Date(daysAgo(30, now).getTime() + index * 60_000),
    },
  }));
}
