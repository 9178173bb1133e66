import type { QuestionCategory, SelfDiscoveryQuestionDoc } from '@brunchers/model';
import { daysAgo } from './dates.js';

/** Category, the question in English and in European Portuguese (issue 37.3), its XP. */
const QUESTIONS: Array<[QuestionCategory, string, string, number]> = [
  [
    'preferences',
    'What is your ideal brunch dish, and why?',
    'Qual é o seu prato de brunch ideal, e porquê?',
    10,
  ],
  [
    'preferences',
    'Sweet or savoury mornings? Defend your choice.',
    'Manhãs doces ou salgadas? Defenda a sua escolha.',
    15,
  ],
  [
    'preferences',
    'Describe the perfect brunch setting in three words.',
    'Descreva o ambiente de brunch perfeito em três palavras.',
    20,
  ],
  [
    'social',
    'How do you usually start a conversation with someone new?',
    'Como costuma começar uma conversa com alguém que não conhece?',
    10,
  ],
  [
    'social',
    'What makes you feel welcome in a group of strangers?',
    'O que o faz sentir-se bem-vindo num grupo de desconhecidos?',
    15,
  ],
  [
    'social',
    'Who is the friend you call first with good news, and why?',
    'A que amigo liga primeiro quando tem boas notícias, e porquê?',
    20,
  ],
  [
    'reflection',
    'What is something you learned about yourself this year?',
    'O que aprendeu sobre si próprio este ano?',
    15,
  ],
  [
    'reflection',
    'Which small moment from last week made you smile?',
    'Que pequeno momento da semana passada o fez sorrir?',
    10,
  ],
  [
    'reflection',
    'What would you tell your younger self about friendship?',
    'O que diria ao seu eu mais novo sobre a amizade?',
    25,
  ],
  [
    'personality',
    'Are you more of a planner or a go-with-the-flow person?',
    'É mais de planear tudo ou de deixar as coisas acontecer?',
    10,
  ],
  [
    'personality',
    'Which three words would your friends use to describe you?',
    'Que três palavras usariam os seus amigos para o descrever?',
    15,
  ],
  [
    'personality',
    'What is a hobby that surprises people when they hear about it?',
    'Que passatempo seu surpreende as pessoas quando ouvem falar dele?',
    20,
  ],
  [
    'lifestyle',
    'What does a balanced week look like for you?',
    'Como é, para si, uma semana equilibrada?',
    10,
  ],
  [
    'lifestyle',
    'How do you recharge after a busy week?',
    'Como recarrega energias depois de uma semana agitada?',
    15,
  ],
  [
    'lifestyle',
    'Which healthy habit are you proudest of?',
    'De que hábito saudável se orgulha mais?',
    20,
  ],
];

/** Ordered by created_at inside each category, which is the order the path unlocks them. */
export function seedQuestions(
  now = new Date(),
): Array<{ id: string; doc: SelfDiscoveryQuestionDoc }> {
  return QUESTIONS.map(([category, question, questionPt, xp], index) => ({
    id: `question-${String(index + 1).padStart(2, '0')}`,
    doc: {
      category,
      question,
      question_pt: questionPt,
      xp_reward: xp,
      created_at: new Date(daysAgo(30, now).getTime() + index * 60_000),
    },
  }));
}
