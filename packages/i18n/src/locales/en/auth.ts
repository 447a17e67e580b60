const auth = {
  fields: {
    email: 'E-mail',
    name: 'Full name',
    password: 'Password',
    passwordConfirmation: 'Confirm password',
    msisdn: 'Mobile number',
    code: 'Code',
  },
  login: {
    title: 'Log in',
    submit: 'Log in',
    forgot: 'Forgot your password?',
    noAccount: 'No account yet? Register',
    demo: 'Play the demo',
  },
  register: {
    title: 'Register',
    submit: 'Create account',
    sent: 'We have sent an e-mail to this address. Follow its link, then log in.',
    haveAccount: 'Already registered? Log in',
  },
  forgot: {
    title: 'Forgot password',
    sentence: 'Enter your e-mail and we will send you a link to choose a new password.',
    submit: 'Send link',
    sent: 'If the address is registered, a link is on its way.',
  },
  reset: {
    title: 'Choose a new password',
    submit: 'Save password',
    done: 'Your password has been changed.',
  },
  verify: {
    title: 'Verify your e-mail',
    success: 'Your e-mail address is verified.',
    missing: 'This verification link is not valid.',
  },
  changePassword: {
    title: 'Change password',
    submit: 'Save password',
    done: 'Your password has been changed.',
  },
  removeProfile: {
    title: 'Remove profile',
    sentence: 'Your team, leagues and points will be deleted. This cannot be undone.',
    submit: 'Remove my profile',
  },
  manage: {
    title: 'Manage account',
    unsubscribeSentence:
      'Stop your subscription. You will keep access until the end of the paid period.',
    unsubscribe: 'Unsubscribe',
  },
  smsHolding: {
    waiting: 'Waiting for your operator to confirm the payment…',
    title: 'Check your messages',
    sentence: 'We have sent you an SMS. Follow the link in it to continue.',
  },
  vserve: {
    title: 'Confirm with your operator',
    sentence: 'Your mobile operator will ask you to confirm the subscription.',
    continue: 'Continue',
  },
  checkout: {
    price_one: '{{price}} every {{count, number}} day, charged to your phone bill',
    price_other: '{{price}} every {{count, number}} days, charged to your phone bill',
    confirmTitle: 'Confirm your subscription',
    confirmSentence:
      'You will be charged every period until you unsubscribe. You can unsubscribe at any time from your account.',
    accept: 'Confirm and subscribe',
    cancel: 'Not now',
    needNumber: 'Confirm your mobile number first',
    mustAccept: 'Please confirm to subscribe.',
    retry: 'Your operator is not reachable right now. Please try again.',
    failed: 'Your operator could not charge this subscription.',
    title: 'Subscribe',
    sentence: 'Subscribe through your mobile operator to play every round.',
    pay: 'Subscribe now',
    step: 'Step: {{step}}',
    done: 'Your subscription is active.',
    pending: 'Your payment is being processed.',
  },
  freeSignUp: {
    title: 'Sign up for free',
    sentence: 'Create a free account to build a team and join leagues.',
  },
  otp: {
    sentTo: 'We sent a code to {{number}}.',
    changeNumber: 'Use another number',
    wrongCode: 'That code is not right. Check the SMS and try again.',
    badNumber: 'Enter your mobile number with the country code, e.g. +49 151 12345678.',
    numberTaken: 'This number belongs to another account.',
    noRequest: 'No code has been requested here, or it has expired. Ask for a new one.',
    title: 'Sign in with your mobile number',
    sentence: 'We will send a one-time code to your phone.',
    send: 'Send code',
    validationTitle: 'Enter the code',
    validationSentence: 'Type the code we sent to your phone.',
    verify: 'Verify',
    errorTitle: 'The code did not work',
    errorSentence: 'The code is wrong or has expired.',
    retry: 'Try again',
  },
  errors: {
    generic: 'Something went wrong. Please try again.',
    invalidCredentials: 'Wrong e-mail or password.',
    usernameTaken: 'This e-mail is already registered.',
    weakPassword:
      'Choose a longer or less predictable password (no common words, repeats or sequences like abcd1234).',
    passwordTooShort: 'Your password is too short: use at least 8 characters.',
    passwordTooLong: 'Your password is too long: use at most 128 characters.',
    passwordTooCommon:
      'This password is too common or too easy to guess (such as your e-mail address). Choose another one.',
    passwordRepetitive:
      'Your password repeats the same characters (like aaaa or 1212). Choose a less predictable one.',
    passwordSequential:
      'Your password is a sequence (like abcd, 1234 or qwerty). Choose a less predictable one.',
    tooManyAttempts: 'Too many attempts. Wait a moment and try again, or reset your password.',
    validation: 'Please check the fields and try again.',
    mismatch: 'The passwords do not match.',
  },
} as const;

export default auth;
