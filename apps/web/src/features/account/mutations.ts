import type { Body, PayloadIn } from '@demo/contract';
import {
  accessLogout,
  type accessUser,
  userForgetPassword,
  userRegister,
  userSms,
  userUpdatePassword,
  userUpdatePayPassword,
  userUpdateProfile,
} from '@demo/contract/refs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, uploadFile } from '../../lib/api';
import { useSession } from '../../lib/session-store';
import { userKeys } from '../../lib/user-keys';
import { signIn } from './sign-in';

type SessionBody = Body<typeof accessUser>;

/** Stores a new session and seeds the user query with the user the server sent back. */
function useStartSession() {
  const queryClient = useQueryClient();
  const signIn = useSession((s) => s.signIn);
  return (body: SessionBody) => {
    queryClient.removeQueries({ queryKey: userKeys.all });
    signIn(body.token, body.accessId);
    queryClient.setQueryData(userKeys.detail(body.token), body.user);
  };
}

export function useLogin() {
  const start = useStartSession();
  return useMutation({
    mutationFn: signIn,
    onSuccess: start,
  });
}

export function useRegister() {
  const start = useStartSession();
  return useMutation({
    mutationFn: (payload: PayloadIn<typeof userRegister>) => call(userRegister, payload),
    onSuccess: start,
  });
}

export function useSendSmsCode(smsType: PayloadIn<typeof userSms>['smsType'] = 'register') {
  return useMutation({ mutationFn: (phone: string) => call(userSms, { phone, smsType }) });
}

/** Forgot password: sets a new one with a reset code; the server ends every session of the account. */
export function useForgetPassword() {
  return useMutation({
    mutationFn: (payload: PayloadIn<typeof userForgetPassword>) => call(userForgetPassword, payload),
  });
}

/** Ends the session on the server when it can, and on the device always. */
export function useLogout() {
  const queryClient = useQueryClient();
  const clear = useSession((s) => s.clear);
  return useMutation({
    mutationFn: async () => {
      await call(accessLogout, {}, { silent: true }).catch(() => undefined);
    },
    onSettled: () => {
      clear();
      queryClient.removeQueries({ queryKey: userKeys.all });
    },
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  return useMutation({
    mutationFn: (payload: PayloadIn<typeof userUpdateProfile>) => call(userUpdateProfile, payload),
    onSuccess: (user) => queryClient.setQueryData(userKeys.detail(token), user),
  });
}

export function useUploadImage() {
  return useMutation({ mutationFn: (file: File) => uploadFile(file, file.name) });
}

export function useUpdatePassword() {
  return useMutation({
    mutationFn: (payload: PayloadIn<typeof userUpdatePassword>) => call(userUpdatePassword, payload),
  });
}

export function useUpdatePayPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: PayloadIn<typeof userUpdatePayPassword>) => call(userUpdatePayPassword, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
