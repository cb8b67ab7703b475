import { Link as ChakraLink } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { AuthCard } from "../features/auth/auth-card.tsx";
import { RegisterForm } from "../features/auth/register-form.tsx";
import { useRedirectSignedIn } from "../features/auth/use-redirect-signed-in.ts";

export function RegisterPage() {
  useRedirectSignedIn();
  return (
    <AuthCard
      title="Create Account"
      subtitle="Enter your details to get started"
      footer={
        <>
          Already have an account?{" "}
          <ChakraLink asChild color="brand.fg" fontWeight="semibold">
            <Link to="/auth/login">Sign in</Link>
          </ChakraLink>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
