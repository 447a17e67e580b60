import type { Translation } from '../../types.ts';
import type en from '../en/mail.ts';

const mail: Translation<typeof en> = {
  roles: {
    owner: 'pemilik',
    editor: 'penyunting',
    support: 'dukungan',
    viewer: 'peninjau',
  },
  staffInvite: {
    subject: '{{product}}: undangan ke konsol operator',
    body: 'Anda diundang untuk mengelola {{product}} di konsol operatornya, sebagai {{role}}.\n\nTerima undangan di sini (tautan berlaku sekali, selama 7 hari):\n{{link}}\n\nAnda akan memilih kata sandi dan memasang aplikasi kode untuk masuk dua langkah.\nJika Anda tidak menduga e-mail ini, abaikan saja.',
  },
  memberRemoved: {
    subject: '{{product}}: tim Anda keluar dari liga {{league}}',
    body: 'Tim Anda {{team}} dikeluarkan dari liga {{league}} oleh tim dukungan {{product}}.\n\nTim Anda, poinnya, dan liga Anda yang lain tidak berubah.\nJika menurut Anda ini keliru, hubungi layanan pelanggan operator Anda.',
    sms: '{{product}}: tim dukungan mengeluarkan tim Anda {{team}} dari liga {{league}}. Poin Anda tetap.',
  },
  leagueRenamed: {
    subject: '{{product}}: liga Anda {{old}} berganti nama',
    body: 'Tim dukungan {{product}} mengganti nama liga Anda {{old}} menjadi {{league}}.\n\nAnggota, kode undangan, dan klasemennya tidak berubah.\nJika menurut Anda ini keliru, hubungi layanan pelanggan operator Anda.',
    sms: '{{product}}: tim dukungan mengganti nama liga Anda {{old}} menjadi {{league}}.',
  },
  leagueClosed: {
    subject: '{{product}}: liga Anda {{league}} ditutup',
    body: 'Tim dukungan {{product}} menutup liga Anda {{league}}: tidak ada yang bisa bergabung lagi.\n\nPara anggota tetap memegang peringkat dan poinnya.\nJika menurut Anda ini keliru, hubungi layanan pelanggan operator Anda.',
    sms: '{{product}}: tim dukungan menutup liga Anda {{league}}. Tidak ada yang bisa bergabung lagi; klasemen tetap.',
  },
  staffReset: {
    subject: '{{product}}: atur ulang kata sandi konsol operator',
    body: 'Seseorang meminta untuk mengatur ulang kata sandi akun konsol operator {{product}} Anda.\n\nPilih kata sandi baru di sini (tautan berfungsi sekali, selama 30 menit):\n{{link}}\n\nMasuk dua faktor Anda tetap seperti semula: Anda tetap memerlukan kode dari aplikasi.\nJika itu bukan Anda, abaikan e-mail ini: kata sandi Anda tidak berubah.',
  },
};
export default mail;
