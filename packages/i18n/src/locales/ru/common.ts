import type { Translation } from '../../types.ts';
import type en from '../en/common.ts';

const common: Translation<typeof en> = {
  app: { loading: 'Загрузка…', skipToContent: 'Перейти к содержанию' },
  nav: {
    home: 'Главная',
    leaderboard: 'Рейтинг',
    statistics: 'Статистика',
    main: 'Основная навигация',
  },
  header: {
    back: 'Назад',
    menu: 'Меню',
    closeMenu: 'Закрыть меню',
    language: 'Язык',
    points: '{{points}} очк.',
  },
  menu: {
    myTeam: 'Моя команда',
    howToPlay: 'Как играть',
    prizes: 'Призы',
    account: 'Аккаунт',
    login: 'Войти',
    register: 'Регистрация',
    logout: 'Выйти',
    terms: 'Правила и условия',
  },
  hero: { create: 'Создайте команду', edit: 'Измените команду' },
  discover: {
    heading: 'Узнайте больше',
    howToPlay: 'Узнайте, как играть',
    howToEarn: 'Как заработать очки',
    winBig: 'Выиграйте по-крупному',
  },
  error: {
    heading: 'Что-то пошло не так',
    sentence: 'Не удалось показать эту страницу. Вернитесь назад и попробуйте ещё раз.',
    back: 'Назад',
  },
  notFound: {
    heading: 'Страница не найдена',
    sentence: 'Страница, которую вы ищете, не существует.',
    home: 'На главную',
  },
  offline: {
    notice: 'Вы не в сети. Это сохранённая копия страницы.',
    shellHeading: 'Эта страница ещё не сохранена на этом телефоне',
    shellSentence:
      'Подключитесь к интернету и попробуйте снова. Страницы, которые вы уже открывали, доступны и без сети.',
    retry: 'Попробовать снова',
  },
  consent: {
    text: 'Мы хотели бы использовать аналитические файлы cookie, чтобы улучшить игру.',
    accept: 'Принять',
    reject: 'Отклонить',
  },
  footer: { hotline: 'Горячая линия', legal: 'Правовая информация' },
  landing: {
    title: 'Соберите команду мечты',
    sentence:
      'Выбирайте игроков каждый тур, получайте очки за реальные матчи и поднимайтесь в рейтинге.',
    play: 'Играть',
    login: 'Войти',
    demo: 'Попробовать демо',
  },
  round: {
    next: 'Следующий тур: {{name}}',
    current: 'Текущий тур: {{name}}',
    deadline: 'Дедлайн: {{date}}',
    none: 'Ближайших туров нет.',
    deadlinePassed: 'Дедлайн этого тура прошёл.',
    status: {
      NOT_STARTED: 'Не начат',
      OPEN: 'Открыт',
      LOCKED: 'Закрыт',
      LIVE: 'Идёт',
      FINISHED: 'Завершён',
    },
  },
  home: {
    title: 'Главная',
    welcome: 'Добро пожаловать, {{name}}',
    welcomeNoName: 'Добро пожаловать',
    promptCreate: 'У вас ещё нет команды. Выберите игроков до дедлайна.',
    promptEdit: 'Ваша команда готова. До дедлайна её ещё можно изменить.',
  },
  guest: {
    title: 'Добро пожаловать в {{product}}',
    sentence: 'Присоединяйтесь, соберите команду и соревнуйтесь с другими игроками.',
    join: 'Присоединиться',
  },
  games: {
    heading: 'Ваши лиги',
    empty: 'Вы пока не состоите ни в одной лиге.',
    members: 'Участники',
  },
  myTeam: {
    title: 'Моя команда',
    bank: 'Банк',
    value: 'Стоимость состава',
    freeTransfers: 'Бесплатные трансферы',
    empty: 'Вы ещё не выбрали игроков.',
    captain: 'Капитан',
    viceCaptain: 'Вице-капитан',
    player: 'Игрок',
    team: 'Клуб',
    position: 'Позиция',
    price: 'Цена',
  },
  leaderboard: { title: 'Рейтинг', sentence: 'Выберите лигу, чтобы увидеть её таблицу.' },
  statistics: { title: 'Статистика', season: 'Сезон', competition: 'Турнир', rounds: 'Туры' },
  howToPlay: {
    title: 'Как играть',
    intro:
      'Соберите состав в рамках бюджета, выберите капитана и получайте очки за реальные матчи.',
    earnPoints: 'Как заработать очки',
    action: 'Действие',
    points: 'Очки',
  },
  prizes: { title: 'Призы' },
  account: {
    title: 'Аккаунт',
    name: 'Имя',
    status: 'Статус',
    language: 'Язык',
    manage: 'Управление аккаунтом',
    changePassword: 'Сменить пароль',
    removeProfile: 'Удалить профиль',
  },
  status: {
    active: 'Активен',
    cancelled: 'Отменён',
    deleted: 'Удалён',
    demo: 'Демо',
    guest: 'Гость',
    registered: 'Зарегистрирован',
    suspended: 'Приостановлен',
    unknown: 'Неизвестно',
  },
  terms: { title: 'Правила и условия', unavailable: 'Эта страница недоступна.' },
  domain404: {
    heading: 'Этот адрес не настроен',
    sentence: 'По этому веб-адресу игры нет. Проверьте адрес и попробуйте ещё раз.',
  },
  domain500: {
    heading: 'Игра недоступна',
    sentence: 'Не удалось загрузить игру для этого адреса. Попробуйте позже.',
  },
  unsubscribed: {
    heading: 'Вы отписались',
    sentence: 'Плата больше не будет списываться. Вы можете вернуться в любое время.',
  },
  // Issue 18, defect 10: the fixtures and results page.
  fixtures: {
    title: 'Матчи и результаты',
    previous: 'Назад',
    next: 'Далее',
    pager: 'Туры',
    none: 'В этом туре нет матчей.',
    all: 'Все матчи и результаты',
  },
};

export default common;
