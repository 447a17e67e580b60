import type { Translation } from '../../types.ts';
import type en from '../en/mail.ts';

const mail: Translation<typeof en> = {
  roles: {
    owner: 'egasi',
    editor: 'muharrir',
    support: 'qo‘llab-quvvatlash',
    viewer: 'kuzatuvchi',
  },
  staffInvite: {
    subject: '{{product}}: operator konsoliga taklif',
    body: 'Siz {{product}} xizmatini operator konsolida {{role}} sifatida boshqarishga taklif qilindingiz.\n\nTaklifni shu yerda qabul qiling (havola bir marta, 7 kun ishlaydi):\n{{link}}\n\nSiz parol tanlaysiz va ikki bosqichli kirish uchun kod ilovasini sozlaysiz.\nAgar bu xatni kutmagan bo‘lsangiz, e’tibor bermang.',
  },
  memberRemoved: {
    subject: '{{product}}: jamoangiz {{league}} ligasidan chiqarildi',
    body: '{{product}} qo‘llab-quvvatlash xizmati {{team}} jamoangizni {{league}} ligasidan chiqardi.\n\nJamoangiz, uning ochkolari va boshqa ligalaringiz o‘zgarmadi.\nAgar bu xato deb hisoblasangiz, operatoringiz qo‘llab-quvvatlash xizmatiga murojaat qiling.',
    sms: '{{product}}: qo‘llab-quvvatlash {{team}} jamoangizni {{league}} ligasidan chiqardi. Ochkolaringiz saqlanadi.',
  },
  leagueRenamed: {
    subject: '{{product}}: {{old}} ligangiz yangi nom oldi',
    body: '{{product}} qo‘llab-quvvatlash xizmati {{old}} ligangiz nomini {{league}} deb o‘zgartirdi.\n\nA’zolar, taklif kodi va jadval o‘zgarmadi.\nAgar bu xato deb hisoblasangiz, operatoringiz qo‘llab-quvvatlash xizmatiga murojaat qiling.',
    sms: '{{product}}: qo‘llab-quvvatlash {{old}} ligangiz nomini {{league}} deb o‘zgartirdi.',
  },
  leagueClosed: {
    subject: '{{product}}: {{league}} ligangiz yopildi',
    body: '{{product}} qo‘llab-quvvatlash xizmati {{league}} ligangizni yopdi: endi unga hech kim qo‘shila olmaydi.\n\nA’zolar o‘rinlari va ochkolarini saqlab qoladi.\nAgar bu xato deb hisoblasangiz, operatoringiz qo‘llab-quvvatlash xizmatiga murojaat qiling.',
    sms: '{{product}}: qo‘llab-quvvatlash {{league}} ligangizni yopdi. Endi hech kim qo‘shila olmaydi; jadval saqlanadi.',
  },
  staffReset: {
    subject: '{{product}}: operator konsoli parolini tiklash',
    body: 'Kimdir {{product}} operator konsolidagi hisobingiz parolini tiklashni so‘radi.\n\nYangi parolni shu yerda tanlang (havola bir marta, 30 daqiqa ishlaydi):\n{{link}}\n\nIkki bosqichli kirishingiz o‘zgarmaydi: ilovadagi kod baribir kerak bo‘ladi.\nAgar bu siz bo‘lmasangiz, bu xatni e’tiborsiz qoldiring: parolingiz o‘zgarmaydi.',
  },
};
export default mail;
