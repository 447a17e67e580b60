import type { Translation } from '../../types.ts';
import type en from '../en/auth.ts';

const auth: Translation<typeof en> = {
  fields: {
    email: 'Elektron pochta',
    name: 'To‘liq ism',
    password: 'Parol',
    passwordConfirmation: 'Parolni tasdiqlang',
    msisdn: 'Telefon raqami',
    code: 'Kod',
  },
  login: {
    title: 'Kirish',
    submit: 'Kirish',
    forgot: 'Parolni unutdingizmi?',
    noAccount: 'Hisobingiz yo‘qmi? Ro‘yxatdan o‘ting',
    demo: 'Demoni o‘ynash',
  },
  register: {
    title: 'Ro‘yxatdan o‘tish',
    submit: 'Hisob yaratish',
    sent: 'Bu manzilga xat yubordik. Undagi havolaga o‘ting, so‘ng kiring.',
    haveAccount: 'Ro‘yxatdan o‘tganmisiz? Kiring',
  },
  forgot: {
    title: 'Parolni tiklash',
    sentence: 'Pochtangizni kiriting, yangi parol tanlash uchun havola yuboramiz.',
    submit: 'Havola yuborish',
    sent: 'Agar manzil ro‘yxatdan o‘tgan bo‘lsa, havola yuborildi.',
  },
  reset: {
    title: 'Yangi parol tanlang',
    submit: 'Parolni saqlash',
    done: 'Parolingiz o‘zgartirildi.',
  },
  verify: {
    title: 'Pochtangizni tasdiqlang',
    success: 'Pochta manzilingiz tasdiqlandi.',
    missing: 'Bu tasdiqlash havolasi yaroqsiz.',
  },
  changePassword: {
    title: 'Parolni o‘zgartirish',
    submit: 'Parolni saqlash',
    done: 'Parolingiz o‘zgartirildi.',
  },
  removeProfile: {
    title: 'Profilni o‘chirish',
    sentence: 'Jamoangiz, ligalaringiz va ochkolaringiz o‘chiriladi. Buni qaytarib bo‘lmaydi.',
    submit: 'Profilimni o‘chirish',
  },
  manage: {
    title: 'Hisobni boshqarish',
    unsubscribeSentence: 'Obunani to‘xtating. To‘langan davr oxirigacha kirish saqlanadi.',
    unsubscribe: 'Obunani bekor qilish',
  },
  smsHolding: {
    waiting: 'Operator to‘lovni tasdiqlashini kutyapmiz…',
    title: 'Xabarlaringizni tekshiring',
    sentence: 'Sizga SMS yubordik. Davom etish uchun undagi havolani oching.',
  },
  vserve: {
    title: 'Operator orqali tasdiqlang',
    sentence: 'Mobil operatoringiz obunani tasdiqlashni so‘raydi.',
    continue: 'Davom etish',
  },
  checkout: {
    price_one: 'Har {{count, number}} kunda {{price}}, telefon hisobingizdan yechiladi',
    price_other: 'Har {{count, number}} kunda {{price}}, telefon hisobingizdan yechiladi',
    confirmTitle: 'Obunani tasdiqlang',
    confirmSentence:
      'Obunani bekor qilmaguningizcha har davr uchun to‘lov yechiladi. Istalgan vaqtda hisobingizdan bekor qilishingiz mumkin.',
    accept: 'Tasdiqlash va obuna bo‘lish',
    cancel: 'Hozir emas',
    needNumber: 'Avval telefon raqamingizni tasdiqlang',
    mustAccept: 'Obuna bo‘lish uchun tasdiqlang.',
    retry: 'Operator hozir javob bermayapti. Qayta urinib ko‘ring.',
    failed: 'Operator bu obuna uchun to‘lovni yecha olmadi.',
    title: 'Obuna bo‘lish',
    sentence: 'Har turda o‘ynash uchun mobil operator orqali obuna bo‘ling.',
    pay: 'Hozir obuna bo‘lish',
    step: 'Qadam: {{step}}',
    done: 'Obunangiz faol.',
    pending: 'To‘lovingiz ko‘rib chiqilmoqda.',
  },
  freeSignUp: {
    title: 'Bepul ro‘yxatdan o‘tish',
    sentence: 'Jamoa tuzish va ligalarga qo‘shilish uchun bepul hisob yarating.',
  },
  otp: {
    sentTo: 'Kodni {{number}} raqamiga yubordik.',
    changeNumber: 'Boshqa raqamdan foydalanish',
    wrongCode: 'Kod noto‘g‘ri. SMSni tekshirib, qayta urinib ko‘ring.',
    badNumber: 'Telefon raqamingizni mamlakat kodi bilan kiriting, masalan +49 151 12345678.',
    numberTaken: 'Bu raqam boshqa hisobga tegishli.',
    noRequest: 'Bu yerda kod so‘ralmagan yoki muddati tugagan. Yangisini so‘rang.',
    title: 'Telefon raqamingiz bilan kiring',
    sentence: 'Telefoningizga bir martalik kod yuboramiz.',
    send: 'Kod yuborish',
    validationTitle: 'Kodni kiriting',
    validationSentence: 'Telefoningizga yuborgan kodni kiriting.',
    verify: 'Tasdiqlash',
    errorTitle: 'Kod ishlamadi',
    errorSentence: 'Kod noto‘g‘ri yoki muddati o‘tgan.',
    retry: 'Qayta urinish',
  },
  errors: {
    generic: 'Nimadir noto‘g‘ri ketdi. Qayta urinib ko‘ring.',
    invalidCredentials: 'Pochta yoki parol noto‘g‘ri.',
    usernameTaken: 'Bu pochta allaqachon ro‘yxatdan o‘tgan.',
    weakPassword:
      'Uzunroq yoki kamroq taxmin qilinadigan parol tanlang (keng tarqalgan so‘zlar, takrorlar yoki abcd1234 kabi ketma-ketliklarsiz).',
    passwordTooShort: 'Parolingiz juda qisqa: kamida 8 ta belgi ishlating.',
    passwordTooLong: 'Parolingiz juda uzun: koʻpi bilan 128 ta belgi ishlating.',
    passwordTooCommon:
      'Bu parol juda keng tarqalgan yoki oson topiladi (masalan, e-pochta manzilingiz). Boshqasini tanlang.',
    passwordRepetitive:
      'Parolingizda bir xil belgilar takrorlanadi (masalan, aaaa yoki 1212). Oldindan aytib boʻlmaydiganrogʻini tanlang.',
    passwordSequential:
      'Parolingiz ketma-ketlikdan iborat (masalan, abcd, 1234 yoki qwerty). Oldindan aytib boʻlmaydiganrogʻini tanlang.',
    tooManyAttempts:
      'Urinishlar juda ko‘p. Biroz kutib, qayta urinib ko‘ring yoki parolni tiklang.',
    validation: 'Maydonlarni tekshirib, qayta urinib ko‘ring.',
    mismatch: 'Parollar mos kelmadi.',
  },
};

export default auth;
