import type { Translation } from '../../types.ts';
import type en from '../en/auth.ts';

const auth: Translation<typeof en> = {
  fields: {
    email: 'Email',
    name: 'Nama lengkap',
    password: 'Kata sandi',
    passwordConfirmation: 'Konfirmasi kata sandi',
    msisdn: 'Nomor ponsel',
    code: 'Kode',
  },
  login: {
    title: 'Masuk',
    submit: 'Masuk',
    forgot: 'Lupa kata sandi?',
    noAccount: 'Belum punya akun? Daftar',
    demo: 'Main demo',
  },
  register: {
    title: 'Daftar',
    submit: 'Buat akun',
    sent: 'Kami telah mengirim email ke alamat ini. Ikuti tautannya, lalu masuk.',
    haveAccount: 'Sudah terdaftar? Masuk',
  },
  forgot: {
    title: 'Lupa kata sandi',
    sentence: 'Masukkan email kamu dan kami akan mengirim tautan untuk memilih kata sandi baru.',
    submit: 'Kirim tautan',
    sent: 'Jika alamat ini terdaftar, tautan sedang dikirim.',
  },
  reset: {
    title: 'Pilih kata sandi baru',
    submit: 'Simpan kata sandi',
    done: 'Kata sandi kamu telah diubah.',
  },
  verify: {
    title: 'Verifikasi email kamu',
    success: 'Alamat email kamu sudah terverifikasi.',
    missing: 'Tautan verifikasi ini tidak valid.',
  },
  changePassword: {
    title: 'Ubah kata sandi',
    submit: 'Simpan kata sandi',
    done: 'Kata sandi kamu telah diubah.',
  },
  removeProfile: {
    title: 'Hapus profil',
    sentence: 'Tim, liga dan poin kamu akan dihapus. Tindakan ini tidak dapat dibatalkan.',
    submit: 'Hapus profil saya',
  },
  manage: {
    title: 'Kelola akun',
    unsubscribeSentence:
      'Hentikan langganan kamu. Akses tetap ada sampai akhir periode yang sudah dibayar.',
    unsubscribe: 'Berhenti berlangganan',
  },
  smsHolding: {
    waiting: 'Menunggu konfirmasi pembayaran dari operator…',
    title: 'Periksa pesan kamu',
    sentence: 'Kami telah mengirim SMS. Ikuti tautan di dalamnya untuk melanjutkan.',
  },
  vserve: {
    title: 'Konfirmasi dengan operator',
    sentence: 'Operator seluler kamu akan meminta konfirmasi langganan.',
    continue: 'Lanjutkan',
  },
  checkout: {
    price_other: '{{price}} setiap {{count, number}} hari, ditagihkan ke pulsa kamu',
    confirmTitle: 'Konfirmasi langganan',
    confirmSentence:
      'Kamu akan ditagih setiap periode sampai berhenti berlangganan. Kamu bisa berhenti kapan saja dari akunmu.',
    accept: 'Konfirmasi dan berlangganan',
    cancel: 'Nanti saja',
    needNumber: 'Konfirmasi nomor ponselmu dulu',
    mustAccept: 'Silakan konfirmasi untuk berlangganan.',
    retry: 'Operator kamu sedang tidak dapat dihubungi. Coba lagi.',
    failed: 'Operator kamu tidak dapat menagih langganan ini.',
    title: 'Berlangganan',
    sentence: 'Berlangganan melalui operator seluler untuk bermain setiap putaran.',
    pay: 'Berlangganan sekarang',
    step: 'Langkah: {{step}}',
    done: 'Langganan kamu aktif.',
    pending: 'Pembayaran kamu sedang diproses.',
  },
  freeSignUp: {
    title: 'Daftar gratis',
    sentence: 'Buat akun gratis untuk membangun tim dan bergabung dengan liga.',
  },
  otp: {
    sentTo: 'Kami mengirim kode ke {{number}}.',
    changeNumber: 'Gunakan nomor lain',
    wrongCode: 'Kode salah. Periksa SMS dan coba lagi.',
    badNumber: 'Masukkan nomor ponsel dengan kode negara, mis. +49 151 12345678.',
    numberTaken: 'Nomor ini milik akun lain.',
    noRequest: 'Belum ada kode yang diminta di sini, atau sudah kedaluwarsa. Minta kode baru.',
    title: 'Masuk dengan nomor ponsel',
    sentence: 'Kami akan mengirim kode sekali pakai ke ponselmu.',
    send: 'Kirim kode',
    validationTitle: 'Masukkan kode',
    validationSentence: 'Ketik kode yang kami kirim ke ponselmu.',
    verify: 'Verifikasi',
    errorTitle: 'Kode tidak berhasil',
    errorSentence: 'Kode salah atau sudah kedaluwarsa.',
    retry: 'Coba lagi',
  },
  errors: {
    generic: 'Terjadi kesalahan. Silakan coba lagi.',
    invalidCredentials: 'Email atau kata sandi salah.',
    usernameTaken: 'Email ini sudah terdaftar.',
    weakPassword:
      'Pilih kata sandi yang lebih panjang atau tidak mudah ditebak (tanpa kata umum, pengulangan, atau urutan seperti abcd1234).',
    passwordTooShort: 'Kata sandi Anda terlalu pendek: gunakan minimal 8 karakter.',
    passwordTooLong: 'Kata sandi Anda terlalu panjang: gunakan maksimal 128 karakter.',
    passwordTooCommon:
      'Kata sandi ini terlalu umum atau mudah ditebak (misalnya alamat e-mail Anda). Pilih yang lain.',
    passwordRepetitive:
      'Kata sandi Anda mengulang karakter yang sama (seperti aaaa atau 1212). Pilih yang lebih sulit ditebak.',
    passwordSequential:
      'Kata sandi Anda berupa urutan (seperti abcd, 1234 atau qwerty). Pilih yang lebih sulit ditebak.',
    tooManyAttempts:
      'Terlalu banyak percobaan. Tunggu sebentar lalu coba lagi, atau atur ulang kata sandi.',
    validation: 'Periksa isian dan coba lagi.',
    mismatch: 'Kata sandi tidak cocok.',
  },
};

export default auth;
