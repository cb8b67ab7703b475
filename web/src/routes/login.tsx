import { Link as ChakraLink, Text } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { AuthCard } from "../features/auth/auth-card.tsx";
import { LoginForm } from "../features/auth/login-form.tsx";
import { useRedirectSignedIn } from "../features/auth/use-redirect-signed-in.ts";

export function LoginPage() {
  useRedirectSignedIn();
  return (
    <AuthCard
      title="Sign In"
      subtitle="Enter your credentials to access your account"
      footer={
        <>
          Don't have an account?{" "}
          <ChakraLink asChild color="brand.fg" fontWeight="semibold">
            <Link to="/auth/register">Sign up</Link>
          </ChakraLink>
        </>
      }
    >
      <LoginForm />
      <Text textAlign="right" mt="3" fontSize="sm">
        <ChakraLink asChild color="brand.fg">
          <Link to="/auth/forgot-password">Forgot password?</Link>
        </ChakraLink>
      </Text>
    </AuthCard>
  );
}
