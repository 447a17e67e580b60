import type { Translation } from '../../types.ts';
import type en from '../en/common.ts';

const common: Translation<typeof en> = {
  app: { loading: 'Memuat…', skipToContent: 'Lewati ke konten' },
  nav: {
    home: 'Beranda',
    leaderboard: 'Papan peringkat',
    statistics: 'Statistik',
    main: 'Navigasi utama',
  },
  header: {
    back: 'Kembali',
    menu: 'Menu',
    closeMenu: 'Tutup menu',
    language: 'Bahasa',
    points: '{{points}} Poin',
  },
  menu: {
    myTeam: 'Tim saya',
    howToPlay: 'Cara bermain',
    prizes: 'Hadiah',
    account: 'Akun',
    login: 'Masuk',
    register: 'Daftar',
    logout: 'Keluar',
    terms: 'Syarat dan ketentuan',
  },
  hero: { create: 'Buat tim kamu', edit: 'Ubah tim kamu' },
  discover: {
    heading: 'Jelajahi',
    howToPlay: 'Pelajari cara bermain',
    howToEarn: 'Cara mendapatkan poin',
    winBig: 'Menang besar',
  },
  error: {
    heading: 'Terjadi kesalahan',
    sentence: 'Halaman ini tidak dapat ditampilkan. Kembali dan coba lagi.',
    back: 'Kembali',
  },
  notFound: {
    heading: 'Halaman tidak ditemukan',
    sentence: 'Halaman yang kamu cari tidak ada.',
    home: 'Ke beranda',
  },
  offline: {
    notice: 'Kamu sedang offline. Ini adalah salinan halaman yang tersimpan.',
    shellHeading: 'Halaman ini belum tersimpan di ponsel ini',
    shellSentence:
      'Sambungkan ke internet dan coba lagi. Halaman yang pernah kamu buka juga bisa dibuka secara offline.',
    retry: 'Coba lagi',
  },
  consent: {
    text: 'Kami ingin menggunakan cookie analitik untuk meningkatkan permainan.',
    accept: 'Terima',
    reject: 'Tolak',
  },
  footer: { hotline: 'Layanan pelanggan', legal: 'Informasi hukum' },
  landing: {
    title: 'Bangun tim impianmu',
    sentence:
      'Pilih pemain setiap putaran, kumpulkan poin dari pertandingan nyata dan naiki papan peringkat.',
    play: 'Main sekarang',
    login: 'Masuk',
    demo: 'Coba demo',
  },
  round: {
    next: 'Putaran berikutnya: {{name}}',
    current: 'Putaran saat ini: {{name}}',
    deadline: 'Batas waktu: {{date}}',
    none: 'Tidak ada putaran mendatang.',
    deadlinePassed: 'Batas waktu putaran ini sudah lewat.',
    status: {
      NOT_STARTED: 'Belum dimulai',
      OPEN: 'Dibuka',
      LOCKED: 'Dikunci',
      LIVE: 'Berlangsung',
      FINISHED: 'Selesai',
    },
  },
  home: {
    title: 'Beranda',
    welcome: 'Selamat datang, {{name}}',
    welcomeNoName: 'Selamat datang',
    promptCreate: 'Kamu belum punya tim. Pilih pemainmu sebelum batas waktu.',
    promptEdit: 'Timmu sudah siap. Kamu masih bisa mengubahnya sebelum batas waktu.',
  },
  guest: {
    title: 'Selamat datang di {{product}}',
    sentence: 'Bergabunglah untuk membangun tim dan bersaing dengan pemain lain.',
    join: 'Gabung sekarang',
  },
  games: {
    heading: 'Liga kamu',
    empty: 'Kamu belum bergabung dengan liga mana pun.',
    members: 'Anggota',
  },
  myTeam: {
    title: 'Tim saya',
    bank: 'Saldo',
    value: 'Nilai skuad',
    freeTransfers: 'Transfer gratis',
    empty: 'Kamu belum memilih pemain.',
    captain: 'Kapten',
    viceCaptain: 'Wakil kapten',
    player: 'Pemain',
    team: 'Tim',
    position: 'Posisi',
    price: 'Harga',
  },
  leaderboard: { title: 'Papan peringkat', sentence: 'Pilih liga untuk melihat klasemennya.' },
  statistics: { title: 'Statistik', season: 'Musim', competition: 'Kompetisi', rounds: 'Putaran' },
  howToPlay: {
    title: 'Cara bermain',
    intro:
      'Pilih skuad sesuai anggaran, tentukan kapten dan kumpulkan poin dari pertandingan nyata.',
    earnPoints: 'Cara mendapatkan poin',
    action: 'Aksi',
    points: 'Poin',
  },
  prizes: { title: 'Hadiah' },
  account: {
    title: 'Akun',
    name: 'Nama',
    status: 'Status',
    language: 'Bahasa',
    manage: 'Kelola akun',
    changePassword: 'Ubah kata sandi',
    removeProfile: 'Hapus profil',
  },
  status: {
    active: 'Aktif',
    cancelled: 'Dibatalkan',
    deleted: 'Dihapus',
    demo: 'Demo',
    guest: 'Tamu',
    registered: 'Terdaftar',
    suspended: 'Ditangguhkan',
    unknown: 'Tidak diketahui',
  },
  terms: { title: 'Syarat dan ketentuan', unavailable: 'Halaman ini tidak tersedia.' },
  domain404: {
    heading: 'Alamat ini belum diatur',
    sentence: 'Tidak ada permainan di alamat web ini. Periksa alamatnya dan coba lagi.',
  },
  domain500: {
    heading: 'Permainan tidak tersedia',
    sentence: 'Kami tidak dapat memuat permainan untuk alamat ini. Silakan coba lagi nanti.',
  },
  unsubscribed: {
    heading: 'Kamu telah berhenti berlangganan',
    sentence: 'Kamu tidak akan ditagih lagi. Kamu bisa bergabung kembali kapan saja.',
  },
  // Issue 18, defect 10: the fixtures and results page.
  fixtures: {
    title: 'Jadwal & hasil',
    previous: 'Sebelumnya',
    next: 'Berikutnya',
    pager: 'Putaran',
    none: 'Tidak ada pertandingan di putaran ini.',
    all: 'Semua jadwal dan hasil',
  },
};

export default common;
