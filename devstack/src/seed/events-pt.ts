// The demo events in European Portuguese (issue 37.3): title_pt and description_pt beside the
// spec's English, by event id. A Portuguese page shows these, an English one the English.

export const EVENTS_PT: Record<string, { title: string; description: string }> = {
  'sunday-slow-brunch': {
    title: 'Brunch Calmo de Domingo',
    description:
      'Mesas compridas, pastelaria acabada de fazer e boa companhia no terraço com vista para o rio.\n\nSentamo-lo com cinco a sete outros membros, para que a conversa flua desde o primeiro café.',
  },
  'halloween-masquerade-brunch': {
    title: 'Brunch de Máscaras de Halloween',
    description:
      'Máscaras postas, mimosas no ar. Um brunch de fantasias divertido, com um menu assustador e um prémio para a melhor máscara.\n\nVenha como é ou venha como outra pessoa.',
  },
  'new-friends-brunch-club': {
    title: 'Clube de Brunch Novos Amigos',
    description:
      'Acabou de chegar à cidade ou quer alargar o seu círculo? Mesas pequenas, quebra-gelos orientados e nenhum constrangimento.\n\nToda a gente sai com pelo menos três números novos.',
  },
  'yoga-and-acai-morning': {
    title: 'Manhã de Ioga e Açaí',
    description:
      'Uma sequência suave de 45 minutos no jardim, seguida de taças de açaí, cold brew e sumos naturais.\n\nHá tapetes para todos; traga a sua calma.',
  },
  'rooftop-bottomless-brunch': {
    title: 'Brunch à Discrição no Rooftop',
    description:
      'Vista para o pôr do sol, DJ a partir das 14h e um menu de brunch à discrição.\n\nCódigo de vestuário: verão num sábado.',
  },
  'plant-based-feast': {
    title: 'Banquete Vegetal',
    description:
      'Um brunch de degustação vegano e sazonal por um chef convidado: tofu mexido, pão de fermentação natural e o famoso pastel de nata (edição vegana).\n\nDiga-nos as suas necessidades alimentares quando reservar.',
  },
  'founders-and-flat-whites': {
    title: 'Fundadores e Flat Whites',
    description:
      'Conheça fundadores, freelancers e criadores à volta de um café de especialidade.\n\nApresentações curtas, conversas longas, nada de pitch decks.',
  },
  'jazz-and-eggs-benedict': {
    title: 'Jazz e Ovos Benedict',
    description:
      'Um trio ao vivo toca clássicos de jazz suave enquanto a cozinha serve os seus melhores ovos benedict.\n\nReserve cedo para ficar nas mesas junto ao rio.',
  },
  'singles-mimosa-mixer': {
    title: 'Encontro de Solteiros com Mimosas',
    description:
      'Troca de mesa a cada 20 minutos, um bar de mimosas e anfitriões que facilitam as apresentações.\n\nDos 25 aos 40 anos.',
  },
  'board-games-and-pancakes': {
    title: 'Jogos de Tabuleiro e Panquecas',
    description:
      'Pilhas de panquecas e uma estante de jogos de tabuleiro, de jogos de cartas rápidos a clássicos de estratégia.\n\nAs equipas formam-se à chegada.',
  },
  'garden-picnic-brunch': {
    title: 'Brunch Piquenique no Jardim',
    description:
      'Mantas na relva, cestos com queijo, fruta e pão da região.\n\nSe chover, mudamo-nos para a estufa.',
  },
  'mindful-morning-brunch': {
    title: 'Brunch de Manhã Consciente',
    description:
      'Uma breve meditação guiada e um tema para escrever no diário, seguidos de um brunch nutritivo partilhado em boa companhia.\n\nTelemóveis no cesto durante a primeira hora.',
  },
  'latin-brunch-fiesta': {
    title: 'Fiesta de Brunch Latino',
    description:
      'Arepas, chilaquiles e uma aula de salsa entre pratos.\n\nNão é preciso saber dançar.',
  },
  'pastry-masterclass-brunch': {
    title: 'Brunch com Aula de Pastelaria',
    description:
      'Aprenda a dobrar, moldar e cozer pastéis de nata com um pasteleiro local e depois coma o que fez.\n\nAvental incluído.',
  },
  'last-sunday-garden-brunch': {
    title: 'Brunch no Jardim do Domingo Passado',
    description:
      'Brunch calmo no jardim, com mesas partilhadas.\n\nObrigado a todos os que vieram: até ao próximo!',
  },
};
