package pokersquares;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;

/**
 * Creates a player from its class name and the constructor arguments given on the command line
 * (e.g. {@code GreedyMCPlayer 2}), so that a contest player needs no main of its own. The first
 * constructor whose parameters (int, long, double, float, boolean or String) accept the arguments
 * is used; the class and the constructor need not be public.
 */
final class PlayerLoader {
    private PlayerLoader() {}

    static PokerSquaresPlayer load(String className, String[] arguments) {
        Class<?> type;
        try {
            type = Class.forName(className);
        } catch (ClassNotFoundException e) {
            throw new IllegalArgumentException("no class " + className + " on the class path "
                    + System.getProperty("java.class.path") + " (compile it there, e.g. with clients/java/build.sh)");
        }
        if (!PokerSquaresPlayer.class.isAssignableFrom(type))
            throw new IllegalArgumentException(className + " does not implement pokersquares.PokerSquaresPlayer"
                    + " (a contest player needs `import pokersquares.*;`)");
        for (Constructor<?> constructor : type.getDeclaredConstructors()) {
            Object[] values = convert(constructor.getParameterTypes(), arguments);
            if (values == null) continue;
            try {
                constructor.setAccessible(true);
                return (PokerSquaresPlayer) constructor.newInstance(values);
            } catch (InvocationTargetException e) {
                throw new PlayerFailure("the constructor of " + className, e.getCause());
            } catch (ReflectiveOperationException | RuntimeException e) {
                throw new IllegalArgumentException("cannot create a " + className + ": " + e, e);
            }
        }
        throw new IllegalArgumentException("no constructor of " + className + " takes the " + arguments.length
                + " argument(s) given, as int, long, double, float, boolean or String");
    }

    // The arguments as the parameter types ask, or null if they do not fit.
    private static Object[] convert(Class<?>[] types, String[] arguments) {
        if (types.length != arguments.length) return null;
        Object[] values = new Object[types.length];
        try {
            for (int i = 0; i < types.length; i++) {
                values[i] = convert(types[i], arguments[i]);
                if (values[i] == null) return null;
            }
        } catch (NumberFormatException e) {
            return null;
        }
        return values;
    }

    private static Object convert(Class<?> type, String text) {
        if (type == String.class) return text;
        if (type == int.class || type == Integer.class) return Integer.valueOf(text);
        if (type == long.class || type == Long.class) return Long.valueOf(text);
        if (type == double.class || type == Double.class) return Double.valueOf(text);
        if (type == float.class || type == Float.class) return Float.valueOf(text);
        if (type == boolean.class || type == Boolean.class)
            return text.equals("true") ? Boolean.TRUE : text.equals("false") ? Boolean.FALSE : null;
        return null;
    }
}
